/**
 * The billing simulator's HTTP door (CCB's web self-service calls as the simulator serves them):
 * every call is a POST of JSON under `CCB_API_PREFIX`, its answer checked against its schema. No
 * answer, a 5xx or a malformed answer is `BillingUnavailable`; billing's own refusal (4xx) is
 * `CcbRejected`. Used by `ccb-simulator-adapter.ts` only.
 */
import * as v from "valibot";
import { correlationHeaders } from "../../platform/http/correlation";
import type { Logger } from "../../platform/http/logger";
import { BillingUnavailable, billingUnavailable, CcbRejected } from "./billing-errors";

/** Where every billing call of this adapter lives (the one place the prefix is written). */
export const CCB_API_PREFIX = "/ccb/v1";

/** Where billing is and how long to wait for it: what every call to billing shares. */
export interface CcbConnection {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where a malformed answer is reported (the caller only sees 'Server Error. Try again later!'). */
  logger?: Logger;
}

/** One call to billing: POST `path` (under the prefix) with `body`, the answer checked against `schema`. */
export type CcbCall = <S extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: S,
) => Promise<v.InferOutput<S>>;

export function ccbCaller(options: CcbConnection): CcbCall {
  const doFetch = options.fetch ?? fetch;

  return async function call<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${CCB_API_PREFIX}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...correlationHeaders() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw billingUnavailable(timedOut ? `no answer within ${options.timeoutMs} ms` : "connection failed");
    }
    const retryAfter = response.headers.get("retry-after");
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new BillingUnavailable(`HTTP ${response.status}`, response.status, retryAfter);
    }
    // A connection dropped in the middle of the answer reads as an unparseable answer.
    const payload = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const error = (payload as { error?: { code?: string; description?: string } } | null)?.error;
      throw new CcbRejected(response.status, error?.code ?? "UNKNOWN", error?.description ?? "", {
        billingAnswered: typeof error?.code === "string",
        retryAfter,
      });
    }
    if (payload === null) throw billingUnavailable("unparseable answer", response.status);
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success) {
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
      options.logger?.error("billing answered malformed", { path, issues: where.slice(0, 5) });
      throw billingUnavailable("malformed answer", response.status);
    }
    return parsed.output;
  };
}
