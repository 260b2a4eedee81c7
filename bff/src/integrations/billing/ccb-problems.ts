/**
 * Reading billing's refusals: OUAF answers a refused REST call with a problem detail document whose
 * `problemType` ends in the message category and number (Framework Administration Guide, page
 * `…/F1/Topics/Inbound_REST_Web_Services_Error_Handling.html`). The BFF names a refusal by its
 * message: GPA's CM message category 90000, numbers as the CM contract lists them
 * (docs/ccb-cm-services.openapi.json, `x-cm-messages`; decision 027). A message this table does not
 * know keeps its `category/number` as its code, so nothing is lost for staff.
 */
import * as v from "valibot";

export const CM_MESSAGE_CATEGORY = "90000";

/** The CM messages by number, as billing names them (`BillingRejected.ouafCode`; the features read its `reason`, billing-errors.ts). */
export const CM_MESSAGES: Readonly<Record<string, string>> = {
  "1001": "BAD_REQUEST",
  "1002": "PAYLOAD_TOO_LARGE",
  "1003": "UNSUPPORTED_MEDIA_TYPE",
  "2001": "ACCOUNT_NOT_FOUND",
  "2002": "PERSON_NOT_FOUND",
  "2003": "USERNAME_NOT_FOUND",
  "2004": "EMAIL_MISMATCH",
  "2005": "NO_WEB_USER",
  "2006": "CASE_NOT_FOUND",
  "2007": "NO_SUCH_TRAINEE",
  "2099": "NOT_FOUND",
  "3001": "USERNAME_TAKEN",
  "3002": "WEB_USER_EXISTS",
  "3003": "WEB_ACCESS_ALLOWED",
  "3004": "NO_DEPOSIT",
  "4001": "BILL_LINK_REFUSED",
  "9001": "TRY_AGAIN",
  "9002": "INJECTED_FAULT",
  "9405": "METHOD_NOT_ALLOWED",
  "9500": "INTERNAL_ERROR",
  "9503": "SERVICE_UNAVAILABLE",
};

/**
 * The messages billing documents as "try again": the same call made later may succeed (OUAF's
 * concurrency check, a record changed by another user). Only these 4xx are retried by posting.
 */
export const TRY_AGAIN_MESSAGES: ReadonlySet<string> = new Set([`${CM_MESSAGE_CATEGORY}/9001`]);

const ProblemFields = v.object({
  problemType: v.string(),
  httpStatus: v.optional(v.union([v.string(), v.number()])),
  title: v.optional(v.string()),
  detail: v.optional(v.string()),
});

/** Wrapped in `problemDetailDocument` (as the simulator and OUAF's JSON answer) or bare. */
const ProblemDetail = v.union([v.object({ problemDetailDocument: ProblemFields }), ProblemFields]);

export interface CcbProblem {
  /** `category/number` of the message, e.g. "90000/2001". */
  message: string;
  /** The feature's name for it (`ACCOUNT_NOT_FOUND`), else the message itself. */
  code: string;
  detail: string;
  tryAgain: boolean;
}

/** Billing's refusal read from an answer body, or null when the body is not a problem detail document. */
export function readProblem(body: unknown): CcbProblem | null {
  const parsed = v.safeParse(ProblemDetail, body);
  if (!parsed.success) return null;
  const fields =
    "problemDetailDocument" in parsed.output ? parsed.output.problemDetailDocument : parsed.output;
  const [category = "", number = ""] = fields.problemType.split("/").filter(Boolean).slice(-2);
  const message = `${category}/${number}`;
  const code = (category === CM_MESSAGE_CATEGORY ? CM_MESSAGES[number] : undefined) ?? message;
  return {
    message,
    code,
    detail: fields.detail ?? fields.title ?? "",
    tryAgain: TRY_AGAIN_MESSAGES.has(message),
  };
}
