/** Starts the simulator in-process on port 0 and talks to it over HTTP, as the BFF does. */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type IsoDate, manualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import type { PinoLogger } from "@paygpa/runtime/logging";
import { createApp } from "../src/index";
import { type CcbMessageCode, messageCodeOf } from "../src/ccb-messages";
import { problemDetail } from "../src/errors";
import { expect } from "vitest";

export const TODAY = "2026-03-15";

/** Answers are JSON read loosely by the assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the JSON shape they read
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export const LOGIN_CODES = {
  webUserPersonIdTypeCode: "WEB",
  webAccessFlag: "ALWD",
  wrongPasswordCountPersonCharTypeCode: "WPCOUNT",
  cisDivision: "GPA",
  wrongPasswordCountLimit: 5,
};

export async function startSimulator(
  options: { today?: IsoDate; bulkCustomers?: number; trainees?: number; logger?: PinoLogger } = {},
) {
  const clock = manualClock(options.today ?? TODAY);
  // A small bulk population keeps resets fast; the personas are all there.
  const app = createApp(
    { bulkCustomers: options.bulkCustomers ?? 40, trainees: options.trainees ?? 0 },
    { clock, control: TEST_CONTROL_ACCESS, ...(options.logger ? { logger: options.logger } : {}) },
  );
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T = Json>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      // The control token goes with every call: the billing API ignores it, the control API needs it.
      headers: {
        ...controlTokenHeaders(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  return {
    baseUrl,
    clock,
    call,
    post: <T = Json>(path: string, body?: unknown) => call<T>("POST", path, body),
    get: <T = Json>(path: string) => call<T>("GET", path),
    put: <T = Json>(path: string, body?: unknown) => call<T>("PUT", path, body),
    del: <T = Json>(path: string) => call<T>("DELETE", path),
    login: (userName: string, password: string) =>
      call("POST", "/rest/apis/cm/webUsers/login", { userName, password, ...LOGIN_CODES }),
    reset: () => call("POST", "/__control/reset"),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** Billing's refusal read back from its problem detail document (OUAF, decision 027). */
export function refusal(body: Json): { code: string | undefined; description: string; status: number } {
  const problem = body?.problemDetailDocument;
  if (!problem) throw new Error(`not a problem detail document: ${JSON.stringify(body)}`);
  return {
    code: messageCodeOf(problem.problemType),
    description: problem.detail,
    status: problem.httpStatus,
  };
}

/** The problem detail document billing answers for `code` (the description may be a matcher). */
export function problem(status: number, code: CcbMessageCode, description: unknown): Json {
  const expected = problemDetail(status, code, "") as Json;
  const document = expected.problemDetailDocument;
  return {
    problemDetailDocument: {
      ...document,
      detail: description,
      problemInstance: expect.stringContaining(document.problemType),
      serverMessage: { ...document.serverMessage, messageText: description },
    },
  };
}

/** A portal payment event: one card tender carrying `reference`, one payment on the same account. */
export function paymentEvent(accountId: string, amount: string, reference: string): Json {
  return {
    paymentTenders: {
      _data: [
        {
          payorAccount: { accountId },
          tenderAmount: amount,
          tenderType: "CCV",
          externalReferenceId: reference,
        },
      ],
    },
    payments: { _data: [{ account: { accountId }, paymentAmount: amount }] },
  };
}
