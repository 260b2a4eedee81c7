/**
 * How one call reaches billing and its answer comes back: the HTTP exchange under `ccb-caller.ts`.
 *
 * By default undici's `request` on a keep-alive agent of the adapter's own. The global `fetch`
 * (undici's WHATWG fetch) cost about 4 × its CPU per billing call in the bench's profile (a web
 * stream for the body, the request cloned for redirects, an `AbortSignal` per call): about 0.19 ms
 * of each JSON route's 0.5 ms (bench/README.md "Profiles"). The time limit is the agent's: billing's
 * headers within the limit, and no pause of the limit in its body; either is "no answer within".
 * A `fetch` of the caller's own (tests recording or altering billing's answers) is used as given,
 * with an `AbortSignal` for the same limit.
 */
import { Agent, request } from "undici";

export interface CcbExchangeRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Billing's answer: its status, its `Retry-After`, and its body read once as JSON (null if unreadable). */
export interface CcbReply {
  status: number;
  retryAfter: string | null;
  /** The body as JSON; null when it is not JSON or the connection dropped while it was read. */
  json(): Promise<unknown>;
  /** Reads nothing of the body and frees the connection. */
  discard(): Promise<void>;
}

/** Thrown by an exchange that got no answer: `timedOut` when the time limit passed. */
export class CcbNoAnswer extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? "no answer within the limit" : "connection failed");
  }
}

export type CcbExchange = (call: CcbExchangeRequest) => Promise<CcbReply>;

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);

function firstHeader(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

/** undici's `request` on one keep-alive agent per adapter, the limit on its headers and its body. */
export function undiciExchange(timeoutMs: number): CcbExchange {
  const agent = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: timeoutMs });
  return async (call) => {
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body ?? null,
        dispatcher: agent,
      });
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      throw new CcbNoAnswer(typeof code === "string" && TIMEOUT_CODES.has(code));
    }
    return {
      status: answer.statusCode,
      retryAfter: firstHeader(answer.headers["retry-after"]),
      json: () => answer.body.json().catch(() => null),
      discard: () => answer.body.dump().catch(() => undefined),
    };
  };
}

/** A `fetch` of the caller's own, the same limit as an `AbortSignal`. */
export function fetchExchange(doFetch: typeof fetch, timeoutMs: number): CcbExchange {
  return async (call) => {
    let response: Response;
    try {
      response = await doFetch(call.url, {
        method: call.method,
        headers: call.headers,
        ...(call.body === undefined ? {} : { body: call.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CcbNoAnswer(error instanceof Error && error.name === "TimeoutError");
    }
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      json: () => response.json().catch(() => null),
      discard: async () => {
        await response.body?.cancel().catch(() => undefined);
      },
    };
  };
}
