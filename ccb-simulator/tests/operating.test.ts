/** The billing simulator's log and probes (decision 023). */
import { customerPersona } from "@paygpa/fixtures";
import { memoryLog, serviceLogger } from "@paygpa/runtime/logging";
import { afterEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./simulator";

let ccb: Simulator | undefined;
afterEach(() => ccb?.close());

async function withLog(level = "debug") {
  const log = memoryLog();
  ccb = await startSimulator({ logger: serviceLogger("ccb-simulator", { level, pretty: false }, log.sink) });
  return { ccb, log };
}

describe("the billing simulator's request log", () => {
  it("writes one line per request with the route pattern, status, duration and the BFF's request id", async () => {
    const { ccb, log } = await withLog("info");
    const answer = await fetch(`${ccb.baseUrl}/rest/apis/cm/accounts/financialSummary?x=1`, {
      method: "POST",
      headers: { "x-correlation-id": "support-case-0002", "content-type": "application/json" },
      body: JSON.stringify({ accountId: "1000000001" }),
    });
    expect(answer.headers.get("x-correlation-id")).toBe("support-case-0002");
    const line = log.lines().find((one) => one.requestId === "support-case-0002");
    expect(line).toMatchObject({
      service: "ccb-simulator",
      msg: "request",
      method: "POST",
      status: answer.status,
    });
    expect(typeof line?.ms).toBe("number");
    expect(line?.route).toBe("/rest/apis/cm/accounts/financialSummary");
    expect(log.text()).not.toContain("1000000001");
  });

  it("logs an unknown path at warn, without its query string", async () => {
    const { ccb, log } = await withLog("info");
    await fetch(`${ccb.baseUrl}/rest/apis/no-such-thing?token=abc`);
    expect(log.lines().at(-1)).toMatchObject({
      level: "warn",
      status: 404,
      route: "/rest/apis/no-such-thing",
    });
  });

  it("never writes a customer's password, even on a login it refuses", async () => {
    const { ccb, log } = await withLog("debug");
    const persona = customerPersona("postpaid-and-prepaid");
    await ccb.login(persona.username, persona.password);
    await ccb.login(persona.username, "Not-The-Password-9");
    expect(log.lines().filter((line) => line.msg === "request")).toHaveLength(2);
    expect(log.text()).not.toContain(persona.password);
    expect(log.text()).not.toContain("Not-The-Password-9");
  });
});

describe("GET /health and GET /ready", () => {
  it("answer 200 without the control token once the fixtures are loaded, logged at debug only", async () => {
    const { ccb, log } = await withLog("debug");
    for (const path of ["/health", "/ready"]) {
      const answer = await fetch(`${ccb.baseUrl}${path}`);
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

  it("keep the control API's own health route working", async () => {
    const { ccb } = await withLog("info");
    expect((await ccb.get("/__control/health")).status).toBe(200);
  });
});
