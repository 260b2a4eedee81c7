import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { reconcilePendingCheckouts } from "../src/features/payments";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { admins, persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;

async function adminToken(level: number): Promise<string> {
  const found = admins.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return body.token;
}

describe("phoned-in payments and the pay-now maintenance flag", () => {
  it("lets phoned-in staff (level 4) start a Phoned-In checkout, and not an IT admin (level 2)", async () => {
    const staff = await adminToken(4);
    const { status, body } = await stack.call("/api/v1/get-fphash", {
      token: staff,
      body: { accounts: [{ accountId, amount: 20 }], type: "RESID" },
    });
    expect(status).toBe(200);
    const checkout = await stack.bffApp.services.db
      .selectFrom("checkouts")
      .selectAll()
      .where("invoice_num", "=", body.fp_sequence)
      .executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({ mode: "Phoned-In", created_by: "admin" });
    const details = await stack.call("/api/payment-details", {
      token: staff,
      body: { invoice_num: body.fp_sequence },
    });
    expect(details.status).toBe(200);

    const itAdmin = await adminToken(2);
    const refused = await stack.call("/api/v1/get-fphash", {
      token: itAdmin,
      body: { accounts: [{ accountId, amount: 20 }] },
    });
    expect(refused.status).toBe(403);
  });

  it("blocks quick pay while the pay-now flag (id 2) is set", async () => {
    const itAdmin = await adminToken(2);
    await stack.call("/api/v1/system-maintenance-update", { token: itAdmin, body: { id: 2, flag: 1 } });
    const { status, body } = await stack.call("/api/v1/validate-account", {
      body: { accountId, division: "GPA", postal: current.zip },
    });
    expect(status).toBe(503);
    expect(body.error.message).toBe(messages.maintenance);
  });

  it("ends an idle quick-pay token after 15 minutes", async () => {
    const { body } = await stack.call("/api/v1/validate-account", {
      body: { accountId, division: "GPA", postal: current.zip },
    });
    stack.clock.advance(16 * 60_000);
    const late = await stack.call("/api/v1/get-fphash", {
      token: body.token,
      body: { accounts: [{ accountId, amount: 5 }] },
    });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe("SESSION_EXPIRED");
  });
});

describe("the card modal when the gateway's answer is lost", () => {
  it("keeps the checkout pending, then settles the approved charge by reconciliation", async () => {
    await stack.close();
    // The gateway charges the card, but its answer never reaches the BFF (a dropped connection).
    stack = await startPaymentStack({
      gatewayFetch: async (input, init) => {
        const answer = await fetch(input, init);
        // The charge (the direct API, `/transaction/v…`), not the Transaction Search the BFF reconciles by.
        if (/\/transaction\/v\d+/.test(String(input))) {
          await answer.body?.cancel();
          throw new TypeError("fetch failed");
        }
        return answer;
      },
    });
    const login = await stack.call("/api/v1/user-login", {
      body: { userName: current.username, password: current.password },
    });
    const { status, body } = await stack.call("/api/v1/payeezy", {
      token: login.body.token,
      body: {
        accounts: [{ accountId, amount: 14 }],
        card_type: "Visa",
        card_holder: "MARIA CRUZ",
        card_num: "4111111111111111",
        exp_date: "1230",
        CAVV: "123",
        billingZipCode: "96913",
        confirmationEmail: current.email,
        idempotencyKey: "lost-answer-dialog-1",
      },
    });
    expect(status).toBe(502);
    const db = stack.bffApp.services.db;
    const pending = await db.selectFrom("checkouts").selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: "pending", channel: "direct" });
    // The error names the checkout, so the result page can follow it rather than invite a second try.
    expect(body.error).toMatchObject({ code: "GATEWAY_UNAVAILABLE", invoice: pending.invoice_num });
    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 0 });
    stack.clock.advance(6 * 60_000);
    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 1 });
    expect(await db.selectFrom("checkouts").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "approved",
      settled_by: "reconciliation",
      card_number: "############1111",
    });
    expect(await db.selectFrom("posting_outbox").selectAll().execute()).toHaveLength(1);
  });
});
