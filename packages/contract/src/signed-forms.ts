/**
 * The payment arrangement's signed forms as staff work them (decision 018): the work queue of
 * uploaded forms, one form's file for its preview, and the review that approves or rejects a form
 * (the case decided in billing, the customer e-mailed). The customer's upload itself is the
 * arrangement's `paymentArrUpdateDetails`.
 */
import * as v from "valibot";
import type { ErrorCode } from "./error-codes";
import { messages } from "./messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/** One uploaded form in the staff work queue (decision 018). */
export const SignedForm = v.object({
  formId: v.string(),
  caseId: v.string(),
  accountId: v.string(),
  customerContactId: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  uploadedAt: v.string(),
  barcodeStatus: v.picklist(["matched", "needs review"]),
  reviewStatus: v.picklist(["submitted", "approved", "rejected"]),
  reviewNote: v.nullable(v.string()),
  reviewedBy: v.nullable(v.string()),
});
export type SignedForm = v.InferOutput<typeof SignedForm>;

export const SignedFormsRequest = v.object({
  reviewStatus: v.optional(v.picklist(["submitted", "approved", "rejected"])),
});
export const SignedFormsResponse = v.object({ forms: v.array(SignedForm) });
export const SignedFormFileRequest = v.object({ formId: v.pipe(v.string(), v.uuid(messages.badRequest)) });
export const SignedFormFileResponse = v.object({
  fileName: v.string(),
  contentType: v.string(),
  dataBase64: v.string(),
});
export const ReviewSignedFormRequest = v.object({
  formId: v.pipe(v.string(), v.uuid(messages.badRequest)),
  decision: v.picklist(["approved", "rejected"]),
  note: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
});
export const ReviewSignedFormResponse = v.object({ form: SignedForm });

/** What the work queue's routes can answer of their own: a form reviewed twice, billing's refusals. */
const SIGNED_FORM_ERRORS = [
  ...BILLING_ERRORS,
  "FORM_ALREADY_REVIEWED",
] as const satisfies readonly ErrorCode[];

/** The signed forms' staff routes in the table (decision 017). */
export const signedFormRoutes = {
  paymentArrangementForms: {
    method: "POST",
    path: "/api/v1/payment-arr-forms",
    access: { admin: "paymentArrangementForms" },
    request: SignedFormsRequest,
    answer: SignedFormsResponse,
    errors: SIGNED_FORM_ERRORS,
    summary: "(decision 018) the staff work queue of uploaded forms",
  },
  paymentArrangementFormFile: {
    method: "POST",
    path: "/api/v1/payment-arr-form-file",
    access: { admin: "paymentArrangementForms" },
    request: SignedFormFileRequest,
    answer: SignedFormFileResponse,
    errors: SIGNED_FORM_ERRORS,
    summary: "(decision 018) one uploaded form's file, for its preview",
  },
  paymentArrangementFormReview: {
    method: "POST",
    path: "/api/v1/payment-arr-form-review",
    access: { admin: "paymentArrangementForms" },
    request: ReviewSignedFormRequest,
    answer: ReviewSignedFormResponse,
    errors: SIGNED_FORM_ERRORS,
    summary: "(decision 018) approve or reject a form with a note (audited, customer e-mailed)",
  },
} as const satisfies Record<string, RouteEntry>;
