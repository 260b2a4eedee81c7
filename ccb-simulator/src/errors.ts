/**
 * Billing's refusals as Oracle's framework (OUAF) answers them on its REST inbound web services: the
 * `problemDetailDocument` every operation of Oracle's REST API reference lists for its 4xx/5xx
 * answers (e.g. "Delete Case", `…/framework/4.5.0.0.0/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-caseid-delete.html`):
 * `problemType` a URL of the form `{base}/message/{category}/{number}`, `httpStatus` a number,
 * `detail` the message text, `problemInstance` naming when, by whom and on which call, and the
 * `serverMessage` (decision 027). Every refusal is a message of `CCB_MESSAGES` (`ccb-messages.ts`), GPA's CM
 * message category, the list the CM contract (docs/ccb-cm-services.openapi.json) publishes.
 */
import type { PinoLogger } from "@paygpa/runtime/logging";
import type { Context, Next } from "koa";
import { CCB_MESSAGES, type CcbMessageCode, CM_MESSAGE_CATEGORY } from "./ccb-messages";

/** An answer of the billing system other than success: rendered as a problem detail document. */
export class CcbError extends Error {
  constructor(
    readonly status: number,
    readonly code: CcbMessageCode,
    readonly description: string,
  ) {
    super(description);
    this.name = "CcbError";
  }
}

export const badRequest = (description: string) => new CcbError(400, "BAD_REQUEST", description);
export const accountNotFound = () => new CcbError(404, "ACCOUNT_NOT_FOUND", "Account number doesn't exist");
export const personNotFound = () => new CcbError(404, "PERSON_NOT_FOUND", "Person doesn't exist");
/**
 * An unknown account or person on one of Oracle's published services: 400 with the problem detail
 * document, the only refusal those operations' pages list ("400 Response: Bad Request, Root Schema :
 * problemDetailDocument", e.g. "Multi-Account Billing Statistics",
 * `…/framework/241000/restapi/op-rest-apis-customer-financials-accountdata-multiaccountstatistics-post.html`).
 * GPA's CM services keep their 404 (docs/ccb-cm-services.openapi.json).
 */
export const unknownAccount = () => new CcbError(400, "ACCOUNT_NOT_FOUND", "Account number doesn't exist");
export const unknownPerson = () => new CcbError(400, "PERSON_NOT_FOUND", "Person doesn't exist");

/** OUAF's problem detail document for a message of GPA's CM category. */
export function problemDetail(status: number, code: CcbMessageCode, detail: string, call = "") {
  const messageNumber = CCB_MESSAGES[code];
  const message = `/message/${CM_MESSAGE_CATEGORY}/${messageNumber}`;
  return {
    problemDetailDocument: {
      problemType: message,
      httpStatus: status,
      detail,
      problemInstance: `${message}${call}`,
      serverMessage: {
        messageCategory: String(CM_MESSAGE_CATEGORY),
        messageNumber: String(messageNumber),
        messageText: detail,
      },
    },
  };
}

/** Billing's shape on the billing API; the control API's `{ error: { code, message } }` under /__control. */
function errorBodyFor(path: string, status: number, code: CcbMessageCode, description: string) {
  return path.startsWith("/__control")
    ? { error: { code, message: description } }
    : problemDetail(status, code, description, ` ${path}`);
}

/** Renders every failure as JSON; unknown errors become 500 with nothing internal in the answer. */
export function renderErrorsLoggingTo(logger: PinoLogger) {
  return (ctx: Context, next: Next) => renderErrors(ctx, next, logger);
}

async function renderErrors(ctx: Context, next: Next, logger: PinoLogger): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = errorBodyFor(ctx.path, 404, "NOT_FOUND", `No route ${ctx.method} ${ctx.path}`);
    } else if (ctx.status === 405 && ctx.body === undefined) {
      ctx.status = 405;
      ctx.body = errorBodyFor(
        ctx.path,
        405,
        "METHOD_NOT_ALLOWED",
        `${ctx.method} is not allowed on ${ctx.path}`,
      );
    }
  } catch (error) {
    if (error instanceof CcbError) {
      ctx.status = error.status;
      ctx.body = errorBodyFor(ctx.path, error.status, error.code, error.description);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Body-parser failures: malformed JSON, body too large, unsupported encoding.
      ctx.status = status === 413 ? 413 : 400;
      ctx.body = errorBodyFor(
        ctx.path,
        ctx.status,
        status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
        status === 413 ? "Request body too large" : "Request body is not valid JSON",
      );
      return;
    }
    logger.error({ method: ctx.method, requestId: ctx.state.requestId, err: error }, "unhandled error");
    ctx.status = 500;
    ctx.body = errorBodyFor(ctx.path, 500, "INTERNAL_ERROR", "Internal error");
  }
}
