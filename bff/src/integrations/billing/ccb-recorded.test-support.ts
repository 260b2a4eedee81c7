/**
 * A recorded-style CCB for the adapter's contract tests: each call answered with the next recorded
 * answer, what was sent kept (method, URL, headers, body).
 */
import type { CcbCredentials } from "./ccb-caller";
import { ccbRestAdapter } from "./ccb-rest-adapter";

export interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A CCB that answers each call with the next recorded answer, keeping what was sent. */
export function recordedCcb(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      url: new URL(String(input)),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError("fetch failed");
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

/** The utility's day the recorded adapter dates what it writes. */
export const RECORDED_TODAY = "2026-12-03";

export const adapter = (ccb: ReturnType<typeof recordedCcb>, credentials?: CcbCredentials) =>
  ccbRestAdapter(
    {
      baseUrl: "https://ccb.example.gpa:6501/ouaf",
      timeoutMs: 1000,
      fetch: ccb.fetch,
      ...(credentials ? { credentials } : {}),
    },
    { today: () => RECORDED_TODAY },
  );

/**
 * An OUAF problem detail document as CCB answers a refusal (the `problemDetailDocument` schema of
 * Oracle's REST API reference: `problemType` "{base}/message/{category}/{number}", `httpStatus` a
 * number, `problemInstance`; e.g. `…/framework/4.5.0.0.0/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-caseid-delete.html`).
 */
export const problem = (status: number, category: string, number: string, detail: string) => ({
  problemDetailDocument: {
    problemType: `https://ccb.example.gpa:6501/ouaf/message/${category}/${number}`,
    httpStatus: status,
    detail,
    problemInstance: `https://ccb.example.gpa:6501/ouaf/2026-11-27T00:00:00Z/PAYGPA/${category}/${number}`,
    serverMessage: { messageCategory: category, messageNumber: number, messageText: detail },
  },
});
