/** The payment arrangement's routes (spec 002 §7; decision 018), by the contract table's names. */
import type { Context } from "koa";
import type { RouteName } from "@paygpa/contract";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { UploadAdmission } from "../../platform/http/multipart";
import type { Services } from "../../services";
import type { AdminSession, CustomerSession } from "../auth";
import { assertOwnsPerson } from "../auth";
import { createCase, stopDeposit } from "./cases.service";
import { applyDeposit, draftOf } from "./draft.service";
import { arrangementDetails, startArrangement } from "./eligibility.service";
import { arrangementCheckoutForm, arrangementPaymentOutcome } from "./pay-today.service";
import { ownCaseOf, type UploadedFile, uploadSignedForm } from "./signed-forms.service";
import { reviewSignedForm, signedFormFile, signedForms } from "./work-queue.service";

type CustomerRoute =
  | "paymentArrangementDetails"
  | "paymentArrangementList"
  | "paymentArrangementDraft"
  | "paymentArrangementApplyDeposit"
  | "getFpHashPaymentArr"
  | "paymentArrangementPayment"
  | "stopDeposit"
  | "createCase"
  | "paymentArrUpdateDetails";
type StaffRoute = "paymentArrangementForms" | "paymentArrangementFormFile" | "paymentArrangementFormReview";

/** The file @koa/multer read from the multipart body (field `pdf`), or null. */
function uploadedFile(ctx: Context): UploadedFile | null {
  const file = (ctx as Context & { file?: { buffer: Buffer; originalname: string; size: number } }).file;
  return file ? { buffer: file.buffer, originalName: file.originalname, size: file.size } : null;
}

/**
 * Whether the caller may send the signed form at all, decided from the case it names before the
 * file (the multipart reader's admission): another customer's case is refused with the file unread.
 */
export function arrangementUploadAdmissions(services: Services): Partial<Record<RouteName, UploadAdmission>> {
  return {
    async paymentArrUpdateDetails(fields, caller) {
      await ownCaseOf(services, caller as CustomerSession, String(fields.customerContactId));
    },
  };
}

export function arrangementHandlers(
  services: Services,
): RouteHandlers<CustomerRoute, CustomerSession> & RouteHandlers<StaffRoute, AdminSession> {
  return {
    paymentArrangementDetails({ personId }, { caller }) {
      assertOwnsPerson(caller, personId);
      return arrangementDetails(services, caller);
    },
    paymentArrangementList: (request, { caller }) => startArrangement(services, caller, request),
    paymentArrangementDraft: (_input, { caller }) => draftOf(services, caller.personId),
    paymentArrangementApplyDeposit: (request, { caller }) => applyDeposit(services, caller.personId, request),
    getFpHashPaymentArr: (request, { caller }) => arrangementCheckoutForm(services, caller, request),
    paymentArrangementPayment: ({ invoice_num }, { caller }) =>
      arrangementPaymentOutcome(services, caller, invoice_num),
    stopDeposit: ({ accountId }, { caller }) => stopDeposit(services, caller.personId, accountId),
    createCase: ({ accountId }, { caller }) => createCase(services, caller.personId, accountId),
    paymentArrUpdateDetails: ({ customerContactId }, { caller, ctx }) =>
      uploadSignedForm(services, caller, { customerContactId, file: uploadedFile(ctx) }),
    paymentArrangementForms: ({ reviewStatus }) => signedForms(services, reviewStatus),
    paymentArrangementFormFile: ({ formId }) => signedFormFile(services, formId),
    paymentArrangementFormReview: (request, { caller }) => reviewSignedForm(services, caller, request),
  };
}
