/**
 * Billing's HTTP door: OUAF REST inbound web services (decision 027). A call names its method, its
 * path under CCB's REST root (`CCB_REST_ROOT`, written once here), its query and JSON body; the
 * answer is checked against its schema. Credentials go with every call as OUAF accepts them: HTTP
 * Basic or an OAuth bearer token. No answer, a 5xx or a malformed answer is `BillingUnavailable`;
 * billing's refusal (a 4xx) is `BillingRejected`, named by its problem detail (`ccb-problems.ts`).
 * Used by the adapter only (`ccb-rest-adapter.ts`, `ccb-rest-calls.ts`).
 */
import * as v from "valibot";
import type { BillingCredentials } from "../../platform/config";
import { correlationHeaders } from "../../platform/http/correlation";
import type { Logger } from "../../platform/http/logger";
import { BillingUnavailable, billingUnavailable, BillingRejected } from "./billing-errors";
import { readProblem } from "./ccb-problems";
import { type CcbReply, CcbNoAnswer, fetchExchange, undiciExchange } from "./ccb-transport";

/**
 * CCB's REST root: every inbound web service is served under `/rest/apis/…` (Oracle Utilities
 * Customer Cloud Service REST API reference, `…/restapi/` pages; the one place it is written).
 */
export const CCB_REST_ROOT = "/rest/apis";

/** How the BFF proves itself to billing (OUAF REST: HTTP Basic or OAuth 2 bearer; read by the config). */
export type CcbCredentials = BillingCredentials;

/** Where billing is, who the BFF is to it, and how long to wait for it: what every call shares. */
export interface CcbConnection {
  baseUrl: string;
  timeoutMs: number;
  credentials?: CcbCredentials;
  /** A fetch of the caller's own (tests); otherwise undici's `request` (`ccb-transport.ts`). */
  fetch?: typeof fetch;
  /** Where a malformed answer is reported (the caller only sees 'Server Error. Try again later!'). */
  logger?: Logger;
}

export interface CcbRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under `CCB_REST_ROOT`, e.g. `/customer/financials/accountData/1000000001/financialHistory`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** One call to billing, the answer checked against `schema`. */
export type CcbCall = <S extends v.GenericSchema>(
  request: CcbRequest,
  schema: S,
) => Promise<v.InferOutput<S>>;

function authorization(credentials: CcbCredentials | undefined): Record<string, string> {
  if (!credentials || credentials.kind === "none") return {};
  if (credentials.kind === "bearer") return { authorization: `Bearer ${credentials.token}` };
  const pair = Buffer.from(`${credentials.user}:${credentials.password}`).toString("base64");
  return { authorization: `Basic ${pair}` };
}

function urlOf(baseUrl: string, request: CcbRequest): string {
  const url = new URL(`${baseUrl.replace(/\/$/, "")}${CCB_REST_ROOT}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

export function ccbCaller(options: CcbConnection): CcbCall {
  const exchange = options.fetch
    ? fetchExchange(options.fetch, options.timeoutMs)
    : undiciExchange(options.timeoutMs);
  const credentials = authorization(options.credentials);

  return async function call<S extends v.GenericSchema>(
    request: CcbRequest,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    let reply: CcbReply;
    try {
      reply = await exchange({
        method: request.method,
        url: urlOf(options.baseUrl, request),
        headers: {
          accept: "application/json",
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          ...credentials,
          ...correlationHeaders(),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    } catch (error) {
      const timedOut = error instanceof CcbNoAnswer && error.timedOut;
      throw billingUnavailable(timedOut ? `no answer within ${options.timeoutMs} ms` : "connection failed");
    }
    const retryAfter = reply.retryAfter;
    if (reply.status >= 500) {
      await reply.discard();
      throw new BillingUnavailable(`HTTP ${reply.status}`, reply.status, retryAfter);
    }
    // A connection dropped in the middle of the answer reads as an unparseable answer.
    const payload = await reply.json();
    if (reply.status < 200 || reply.status >= 300) {
      const problem = readProblem(payload);
      throw new BillingRejected(reply.status, problem?.code ?? "UNKNOWN", problem?.detail ?? "", {
        billingAnswered: problem !== null,
        retryAfter,
        tryAgain: problem?.tryAgain ?? false,
      });
    }
    if (payload === null) throw billingUnavailable("unparseable answer", reply.status);
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success) {
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
      options.logger?.error("billing answered malformed", { path: request.path, issues: where.slice(0, 5) });
      throw billingUnavailable("malformed answer", reply.status);
    }
    return parsed.output;
  };
}
