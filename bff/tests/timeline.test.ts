/**
 * One timeline (docs/qa-guide.md): a correlation id travels from the caller through the BFF to billing
 * and the gateway, and `GET /__control/timeline` joins every service's record of one request or one
 * payment, oldest first.
 */
import { SMS_DEMO_ACCOUNT } from "@paygpa/sms-simulator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.bff}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const timeline = async (query: string) => {
  const answer = await stack.sim(stack.bff, "GET", `/__control/timeline?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe("the correlation id and the timeline", () => {
  it("labels each simulator's calls by the system that answered: the text provider's are sms-call", async () => {
    await stack.close();
    stack = await startPaymentStack({ smsTimeoutMs: 2_000, smsInControl: true });
    const id = "qa-run-0003-texts";
    const sid = SMS_DEMO_ACCOUNT.accountSid;
    const listed = await fetch(`${stack.sms}/2010-04-01/Accounts/${sid}/Messages.json`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${sid}:${SMS_DEMO_ACCOUNT.authToken}`).toString("base64")}`,
        "x-correlation-id": id,
      },
    });
    expect(listed.status).toBe(200);
    const { events } = await timeline(`correlation=${id}`);
    expect(events).toEqual([
      expect.objectContaining({
        service: "sms-simulator",
        kind: "sms-call",
        summary: `GET /2010-04-01/Accounts/${sid}/Messages.json → 200`,
      }),
    ]);
  });

  it("follows one log-in from the BFF to billing under the caller's correlation id", async () => {
    const id = "qa-run-0001-login";
    const login = await post(
      "/api/v1/user-login",
      { userName: current.username, password: current.password },
      { "x-correlation-id": id },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get("x-correlation-id")).toBe(id);
    const { events } = await timeline(`correlation=${id}`);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service: "bff",
          kind: "request",
          summary: "POST /api/v1/user-login → 200",
        }),
        expect.objectContaining({
          service: "ccb-simulator",
          kind: "billing-call",
          summary: "POST /rest/apis/cm/webUsers/login → 200",
        }),
      ]),
    );
    // Nothing of another request.
    expect(
      events.every((event: { detail: { correlationId?: string } }) => event.detail.correlationId === id),
    ).toBe(true);
  });

  it("makes a correlation id when the caller sends none or a malformed one, and answers it", async () => {
    const answer = await post(
      "/api/v1/user-login",
      { userName: "x", password: "y" },
      { "x-correlation-id": "bad id!" },
    );
    const made = answer.headers.get("x-correlation-id");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tells one payment's whole story by its invoice: checkout, gateway, relay, billing, receipt", async () => {
    const token = await stack.login(current.username, current.password);
    const { body: form } = await post(
      "/api/v1/get-fphash",
      { accounts: [{ accountId, amount: 25 }] },
      { authorization: `Bearer ${token}`, "x-correlation-id": "qa-run-0002-pay" },
    );
    await payOnHostedPage(stack, form.fields);
    await runPostingOutbox(stack.bffApp.services);
    const { events } = await timeline(`invoice=${form.fp_sequence}`);
    const kinds = events.map((event: { service: string; kind: string }) => `${event.service}:${event.kind}`);
    for (const kind of [
      "bff:checkout-created",
      "gateway-simulator:gateway-call",
      "gateway-simulator:relay",
      "bff:checkout-settled",
      "ccb-simulator:billing-call",
      "bff:posted-to-billing",
      "bff:mail",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const ats = events.map((event: { at: string }) => event.at);
    expect([...ats].sort()).toEqual(ats);
    expect(events.find((event: { kind: string }) => event.kind === "mail").summary).toMatch(
      /^payment-receipt to /,
    );
  });

  it("lists the last payments, newest first, each an invoice whose timeline opens (the console, §7)", async () => {
    const token = await stack.login(current.username, current.password);
    const invoices: string[] = [];
    for (const amount of [25, 30]) {
      const { body: form } = await post(
        "/api/v1/get-fphash",
        { accounts: [{ accountId, amount }] },
        { authorization: `Bearer ${token}` },
      );
      invoices.push(String(form.fp_sequence));
    }
    const answer = await stack.sim(stack.bff, "GET", "/__control/payments?limit=2");
    expect(answer.status).toBe(200);
    expect(answer.body.payments.map((payment: { invoice: string }) => payment.invoice)).toEqual(
      [...invoices].reverse(),
    );
    expect(answer.body.payments[0]).toMatchObject({ amountCents: 3000, status: expect.any(String) });
    const { events } = await timeline(`invoice=${answer.body.payments[0].invoice}`);
    expect(events[0]).toMatchObject({ service: "bff", kind: "checkout-created" });
    for (const limit of ["0", "101", "x"]) {
      expect((await stack.sim(stack.bff, "GET", `/__control/payments?limit=${limit}`)).status).toBe(400);
    }
  });

  it("refuses a timeline without exactly one of correlation or invoice", async () => {
    for (const query of ["", "correlation=qa-run-0001&invoice=200001", "invoice=abc", "correlation=no"]) {
      expect((await stack.sim(stack.bff, "GET", `/__control/timeline?${query}`)).status).toBe(400);
    }
  });
});
