/**
 * Oracle's documented request shapes replayed against the billing simulator and read back by the
 * adapter (decision 036), for the services whose adapter tests were only recorded:
 * - Update Web User (C1-WebUser, `…/framework/45012/restapi/api-service-web-user.html`; the body's
 *   `webUserActiveInactive` C1AC of Create Web User's page `…/framework/2510/restapi/op-rest-apis-customer-service-webusers-post.html`)
 *   and Delete Web User, by the web user id CM-WebUserAdd answered;
 * - Search Bills (C1-Bill, `…/framework/2510/restapi/api-financial-transactions-bill.html`, whose
 *   page publishes no example: the closest is the simulator's own answer, its names unverified).
 * The adapter talks to the simulator over HTTP as it talks to CCB; what it reads equals what the
 * simulator answered the same request.
 */
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ccbRestAdapter } from "../src/integrations/billing/ccb-rest-adapter";
import { persona } from "./personas";

const REST = "/rest/apis";
let base = "";
let close: () => void = () => {};
beforeAll(async () => {
  const server = createCcbSimulator(
    { bulkCustomers: 0, trainees: 0 },
    { clock: manualClock("2026-03-15"), control: TEST_CONTROL_ACCESS },
  ).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.close();
    server.closeAllConnections();
  };
});
afterAll(() => close());

const billing = () => ccbRestAdapter({ baseUrl: base, timeoutMs: 5000 });
const raw = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${base}${REST}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe("Update and Delete Web User, replayed against the simulator", () => {
  const who = personasFile.unregistered.find((u) => u.key === "unregistered-per")!;

  it("the adapter's sign-up web user is allowed by Update Web User and then logs in", async () => {
    const created = await billing().createWebUser({
      personId: who.personId,
      username: "replay.user",
      password: "Replay#2026",
      securityQuestion: "PET",
      securityAnswer: "Rex",
      webAccess: "not-allowed",
    });
    expect((await raw("GET", `/customer/service/webUsers/${created.webUserId}`)).body).toMatchObject({
      webUserName: "replay.user",
      webUserActiveInactive: "C1IN",
    });
    await billing().allowWebAccess({ username: "replay.user", webUserId: created.webUserId });
    expect((await raw("GET", `/customer/service/webUsers/${created.webUserId}`)).body).toMatchObject({
      webUserActiveInactive: "C1AC",
      person: { personId: who.personId },
    });
    const login = await billing().login({
      username: "replay.user",
      password: "Replay#2026",
      wrongPasswordLimit: 5,
    });
    expect(login).toMatchObject({ succeeded: true, personId: who.personId });
    // Allowed now, so Delete Web User refuses it, as the port's refusal.
    const refused = await billing()
      .removeWebUser({ username: "replay.user", webUserId: created.webUserId })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ reason: "web-access-allowed" });
  });
});

describe("Search Bills, replayed against the simulator", () => {
  it("reads the bills the simulator answers, as the port's", async () => {
    const accountId = persona("postpaid-current").accounts[0]!.accountId;
    const answered = await raw("POST", "/customer/financials/bills/search", { accountId });
    const result = answered.body.result as { billID: string; totalAmount: number }[];
    expect(result.length).toBeGreaterThan(0);
    const bills = await billing().bills(accountId);
    expect(bills.map((bill) => [bill.billId, bill.total])).toEqual(
      result.map((bill) => [bill.billID, bill.totalAmount]),
    );
  });
});
