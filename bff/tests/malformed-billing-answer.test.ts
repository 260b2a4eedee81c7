/**
 * Billing's answers are checked, not trusted (decision 015): an answer without a field the BFF reads is
 * billing failing. The customer sees the spec's 'Server Error. Try again later!' (002 §7 error
 * catalogue) with a 502, never a 500 stack, and one error line says what billing got wrong.
 * The ccb-simulator cannot answer malformed, so the billing client's fetch is stubbed here: it
 * forwards every call to a real simulator and removes the balances from the service agreements the
 * financial summary reads (Oracle's Search Service Agreement, decision 036).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock } from "@paygpa/simulator-kit";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { messages } from "@paygpa/contract";
import { testConfig } from "./support/test-config";
import { ccbRestAdapter } from "../src/integrations/billing";
import type { Logger } from "../src/platform/http/logger";
import { type Json, TODAY } from "./harness";
import { persona } from "./personas";

type LogLine = { level: "info" | "error"; message: string; fields?: Record<string, unknown> };

function listen(app: {
  listen: (port: number, host: string) => Server;
}): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1");
    server.once("listening", () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

const AGREEMENTS = "/customer/v-model/serviceAgreements/search";

/** Billing's fetch, with every service agreement's `currentBalance` taken out of Search Service Agreement's answers. */
const withoutBalance: typeof fetch = async (input, init) => {
  const answer = await fetch(input, init);
  if (!String(input).endsWith(`/rest/apis${AGREEMENTS}`) || !answer.ok) return answer;
  const found: Json = await answer.json();
  for (const agreement of found.serviceAgreements) delete agreement.currentBalance;
  return Response.json(found, { status: answer.status });
};

let lines: LogLine[];
let stack: { bff: string; close(): Promise<void> };

beforeEach(async () => {
  lines = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: "info", message, fields }),
    error: (message, fields) => lines.push({ level: "error", message, fields }),
  };
  const clock = manualClock(TODAY);
  const ccb = await listen(createCcbSimulator({ bulkCustomers: 5 }, { clock, control: TEST_CONTROL_ACCESS }));
  const config = testConfig({ ccbUrl: ccb.url });
  const ccbClient = ccbRestAdapter({
    baseUrl: ccb.url,
    timeoutMs: 5_000,
    fetch: withoutBalance,
    logger,
  });
  const bffApp = await createApp(config, { clock, logger, billing: ccbClient });
  const bff = await listen(bffApp.app);
  stack = {
    bff: bff.url,
    async close() {
      bff.server.closeAllConnections();
      ccb.server.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => bff.server.close(resolve)),
        new Promise((resolve) => ccb.server.close(resolve)),
      ]);
      await bffApp.close();
    },
  };
});
afterEach(async () => {
  await stack.close();
});

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${stack.bff}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer: Json = await response.json();
  return { status: response.status, body: answer };
}

describe("a malformed billing answer", () => {
  it("a summary without its balance gives the dashboard 'Server Error. Try again later!' and one logged error", async () => {
    const who = persona("postpaid-current");
    const login = await post("/api/v1/user-login", { userName: who.username, password: who.password });
    expect(login.body.loginSuccessful).toBe(true);

    const { status, body } = await post(
      "/api/v1/user-latest-bill",
      { accountId: who.accounts[0]!.accountId },
      login.body.token,
    );

    expect(status).toBe(502);
    expect(body).toEqual({ error: { code: "BILLING_UNAVAILABLE", message: messages.serverErrorTryAgain } });
    expect(messages.serverErrorTryAgain).toBe("Server Error. Try again later!");
    // The request line of the 502 is at error too (decision 023: 5xx error); besides it, one error.
    expect(lines.filter((line) => line.message === "request").at(-1)).toMatchObject({
      level: "error",
      fields: { route: "/api/v1/user-latest-bill", status: 502 },
    });
    const errors = lines.filter((line) => line.level === "error" && line.message !== "request");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: "billing answered malformed",
      fields: { path: AGREEMENTS },
    });
    expect(JSON.stringify(errors[0]?.fields)).toContain("serviceAgreements.0.currentBalance");
    expect(lines.some((line) => line.message === "unhandled error")).toBe(false);
  });
});
