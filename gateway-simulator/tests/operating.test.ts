/** The gateway simulator's log and probes (decision 023). */
import { memoryLog, serviceLogger } from "@paygpa/runtime/logging";
import { afterEach, describe, expect, it } from "vitest";
import {
  callTransactionApi,
  type Gateway,
  payOnHostedPage,
  purchase,
  startGateway,
  TERMINAL,
} from "./helpers";

let gateway: Gateway | undefined;
afterEach(() => gateway?.close());

async function withLog(level = "debug") {
  const log = memoryLog();
  gateway = await startGateway({}, serviceLogger("gateway-simulator", { level, pretty: false }, log.sink));
  return { gateway, log };
}

describe("the gateway simulator's request log", () => {
  it("writes a line per request of a hosted-page payment and never the card number, CVV or expiry", async () => {
    const { gateway, log } = await withLog("debug");
    await payOnHostedPage(gateway, { invoice: "77" }, { cardNumber: "4111 1111 1111 1111", cvv: "7391" });
    await callTransactionApi(gateway, purchase({ cc_number: "5555555555554444", cvd_code: "7391" }));
    const requests = log.lines().filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const line of requests) {
      expect(line).toMatchObject({
        service: "gateway-simulator",
        method: expect.any(String),
        status: expect.any(Number),
      });
      expect(String(line.route)).not.toContain("?");
    }
    for (const secret of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "5555555555554444",
      "7391",
      TERMINAL.hmacKey,
    ]) {
      expect(log.text()).not.toContain(secret);
    }
  });

  it("carries the BFF's request id and answers it back", async () => {
    const { gateway, log } = await withLog("info");
    const answer = await fetch(`${gateway.url}/transaction/search?x=1`, {
      headers: { "x-correlation-id": "support-case-0003" },
    });
    expect(answer.headers.get("x-correlation-id")).toBe("support-case-0003");
    expect(log.lines().find((line) => line.requestId === "support-case-0003")).toMatchObject({
      route: "/transaction/search",
      level: answer.status >= 400 ? "warn" : "info",
    });
  });
});

describe("GET /health and GET /ready", () => {
  it("answer 200 without the control token once the payment pages are loaded, logged at debug only", async () => {
    const { gateway, log } = await withLog("debug");
    for (const path of ["/health", "/ready"]) {
      const answer = await fetch(`${gateway.url}${path}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "ok" });
    }
    expect(
      log
        .lines()
        .filter((line) => line.msg === "request")
        .map((line) => line.level),
    ).toEqual(["debug", "debug"]);
  });

  it("answers 503 with the reason when no payment page is loaded", async () => {
    const { gateway } = await withLog("info");
    gateway.store.pages.clear();
    const answer = await fetch(`${gateway.url}/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "not ready", reason: "no payment pages are loaded" });
  });

  it("keeps the control API's own health route working", async () => {
    const { gateway } = await withLog("info");
    expect((await fetch(`${gateway.url}/__control/health`, { headers: {} })).status).not.toBe(404);
  });
});
