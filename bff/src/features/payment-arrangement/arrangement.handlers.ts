/** The payment arrangement's routes (spec 002 §7; issue 13), by the contract table's names. */
import type { Context } from "koa";
import { createCcbArrangementClient } from "../../integrations/billing/ccb-arrangements";
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

/** The services with billing's payment-arrangement door, on the same connection settings as the main client. */
function arrangementDeps(services: Services) {
  return {
    ...services,
    billing: createCcbArrangementClient({
      baseUrl: services.config.ccbUrl,
      timeoutMs: services.config.ccbTimeoutMs,
      logger: services.logger,
    }),
  };
}

/**
 * Whether the caller may send the signed form at all, decided from the case it names before the
 * file (the multipart reader's admission): another customer's case is refused with the file unread.
 */
export function arrangementUploadAdmissions(services: Services): Partial<Record<RouteName, UploadAdmission>> {
  const deps = arrangementDeps(services);
  return {
    async paymentArrUpdateDetails(fields, caller) {
      await ownCaseOf(deps, caller as CustomerSession, String(fields.customerContactId));
    },
  };
}

export function arrangementHandlers(
  services: Services,
): RouteHandlers<CustomerRoute, CustomerSession> & RouteHandlers<StaffRoute, AdminSession> {
  const deps = arrangementDeps(services);
  return {
    paymentArrangementDetails({ personId }, { caller }) {
      assertOwnsPerson(caller, personId);
      return arrangementDetails(deps, caller);
    },
    paymentArrangementList: (request, { caller }) => startArrangement(deps, caller, request),
    paymentArrangementDraft: (_input, { caller }) => draftOf(deps, caller.personId),
    paymentArrangementApplyDeposit: (request, { caller }) => applyDeposit(deps, caller.personId, request),
    getFpHashPaymentArr: (request, { caller }) => arrangementCheckoutForm(deps, caller, request),
    paymentArrangementPayment: ({ invoice_num }, { caller }) =>
      arrangementPaymentOutcome(deps, caller, invoice_num),
    stopDeposit: ({ accountId }, { caller }) => stopDeposit(deps, caller.personId, accountId),
    createCase: ({ accountId }, { caller }) => createCase(deps, caller.personId, accountId),
    paymentArrUpdateDetails: ({ customerContactId }, { caller, ctx }) =>
      uploadSignedForm(deps, caller, { customerContactId, file: uploadedFile(ctx) }),
    paymentArrangementForms: ({ reviewStatus }) => signedForms(deps, reviewStatus),
    paymentArrangementFormFile: ({ formId }) => signedFormFile(deps, formId),
    paymentArrangementFormReview: (request, { caller }) => reviewSignedForm(deps, caller, request),
  };
}
