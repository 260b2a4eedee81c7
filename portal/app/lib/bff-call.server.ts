/**
 * How the portal calls the BFF: one request with the portal key, the browser's address, the Bearer
 * token and a timeout; the answer checked against its contract schema; failures as typed errors.
 */
import { ErrorBody, type ErrorCode, isErrorCode } from "@paygpa/contract";
import * as v from "valibot";
import { browserOfCalls, correlationOfCalls } from "./calls-scope.server";
import { env } from "./env.server";
import { loggablePath } from "@paygpa/runtime/logging";
import { log, reasonOf } from "./log.server";

/**
 * The code of a failed call: one of the BFF's error codes (the contract's closed list), or the
 * portal's own when the BFF did not answer (`BFF_UNREACHABLE`), answered off-contract
 * (`BFF_BAD_ANSWER`) or with no code of the list (`HTTP_` and the status); `NO_ACCOUNT` is the
 * account pages' refusal of an account that is not the customer's.
 */
export type BffErrorCode = ErrorCode | "BFF_UNREACHABLE" | "BFF_BAD_ANSWER" | "NO_ACCOUNT" | `HTTP_${number}`;

/** Any failed BFF call. `code` and `message` come from the BFF's `{ error: { code, message } }`. */
export class BffError extends Error {
  override name = "BffError";
  constructor(
    readonly status: number,
    readonly code: BffErrorCode,
    message: string,
    /** Field errors of a refused request: the spec's messages by field name. */
    readonly fields: Record<string, string[]> = {},
    /** The error answer as the BFF sent it, for a caller that reads more of it (parse it first). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The BFF could not be reached, timed out, answered 5xx, or answered something off-contract. */
export class BffUnavailable extends BffError {
  override name = "BffUnavailable";
}

/** 401: no session, or it ended (code SESSION_EXPIRED after 15 idle minutes). */
export class BffUnauthorized extends BffError {
  override name = "BffUnauthorized";
  get isSessionExpired(): boolean {
    return this.code === "SESSION_EXPIRED";
  }
}

/** 403: the account or screen is not the caller's. */
export class BffForbidden extends BffError {
  override name = "BffForbidden";
}

type CallOptions<Schema extends v.GenericSchema | null> = {
  method: "GET" | "POST" | "PUT";
  path: string;
  token?: string;
  /** Extra headers (the control token of a `/__control` call). */
  headers?: Record<string, string>;
  body?: unknown;
  /** The answer's schema, or null when no body is expected (204). */
  schema: Schema;
};

type Answer<Schema> = Schema extends v.GenericSchema ? v.InferOutput<Schema> : undefined;

export async function callBff<Schema extends v.GenericSchema | null>(
  options: CallOptions<Schema>,
): Promise<Answer<Schema>> {
  const { method, path, token, body, schema } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    accept: "application/json",
    // The BFF believes the X-Forwarded-For below only with this key (its rate limits, decision 009).
    "x-paygpa-portal-key": env.portalKey,
  };
  const browserAddress = browserOfCalls.getStore();
  if (browserAddress) headers["x-forwarded-for"] = browserAddress;
  const correlationId = correlationOfCalls.getStore();
  if (correlationId) headers["x-correlation-id"] = correlationId;
  // A FormData body (an upload) is sent as multipart with its own boundary; anything else as JSON.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.bffUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(env.bffTimeoutMs),
    });
  } catch (cause) {
    log.error("BFF unreachable", { method, path: loggablePath(path), reason: reasonOf(cause) });
    throw new BffUnavailable(503, "BFF_UNREACHABLE", "The BFF did not answer.");
  }

  if (!response.ok) throw await errorFromResponse(method, path, response);

  if (schema === null) {
    await response.body?.cancel();
    return undefined as Answer<Schema>;
  }

  const json: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    log.error("BFF answered off-contract", {
      method,
      path: loggablePath(path),
      problems: v.flatten(parsed.issues),
    });
    throw new BffUnavailable(502, "BFF_BAD_ANSWER", "The BFF answered in an unexpected shape.");
  }
  return parsed.output as Answer<Schema>;
}

/** A GET whose answer is passed on as a stream (not parsed); no timeout once it has started. */
export async function streamBff(options: { path: string; token?: string }): Promise<Response> {
  const headers: Record<string, string> = { "x-paygpa-portal-key": env.portalKey };
  const browserAddress = browserOfCalls.getStore();
  if (browserAddress) headers["x-forwarded-for"] = browserAddress;
  const correlationId = correlationOfCalls.getStore();
  if (correlationId) headers["x-correlation-id"] = correlationId;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${env.bffUrl}${options.path}`, { headers });
  } catch (cause) {
    log.error("BFF unreachable", {
      method: "GET",
      path: loggablePath(options.path),
      reason: reasonOf(cause),
    });
    throw new BffUnavailable(503, "BFF_UNREACHABLE", "The BFF did not answer.");
  }
  if (!response.ok) throw await errorFromResponse("GET", options.path, response);
  return response;
}

async function errorFromResponse(method: string, path: string, response: Response): Promise<BffError> {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(ErrorBody, json);
  const answered = parsed.success ? parsed.output.error.code : null;
  // A code outside the list (a simulator's, passed on by the control API) is named by the status.
  const code: BffErrorCode =
    answered !== null && isErrorCode(answered) ? answered : `HTTP_${response.status}`;
  const message = parsed.success ? parsed.output.error.message : response.statusText;
  const fields = v.safeParse(FieldErrors, json);
  if (response.status === 401) return new BffUnauthorized(401, code, message);
  if (response.status === 403) return new BffForbidden(403, code, message);
  if (response.status >= 500) {
    log.error("BFF failed", { method, path: loggablePath(path), status: response.status, code });
    return new BffUnavailable(response.status, code, message, {}, json);
  }
  return new BffError(response.status, code, message, fields.success ? fields.output.error.fields : {}, json);
}

const FieldErrors = v.object({
  error: v.object({ fields: v.record(v.string(), v.array(v.string())) }),
});
