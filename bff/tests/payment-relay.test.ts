/**
 * The relay response is a hint, not proof (decision 010): its hash covers only login, tag and
 * amount, so the BFF settles a hosted checkout from the gateway's own record of the transaction,
 * and one checkout opened twice is charged once (point 3).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reconcilePendingCheckouts, runPostingOutbox } from "../src/features/payments";
import { settleFromGateway } from "../src/features/payments";
import { type PaymentStack, payOnHostedPage, postForm, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";
import {
  RELAY_ACKNOWLEDGED_HEADER,
  relayAnswerPage,
  resultPageUrl,
} from "../src/features/payments/settlement/relay-answer";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
const db = () => stack.bffApp.services.db;

async function hostedForm(token: string, amount: number) {
  const { body } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount }] },
  });
  return body as { fp_sequence: string; fields: Record<string, string> };
}

function checkout(invoice: string) {
  return db()
    .selectFrom("checkouts")
    .selectAll()
    .where("invoice_num", "=", invoice)
    .executeTakeFirstOrThrow();
}

const postings = () => db().selectFrom("posting_outbox").selectAll().execute();

/** A hosted payment whose relay the gateway does not send: the test holds the genuine relay. */
async function payAndKeepRelay(form: { fields: Record<string, string> }, card: { number?: string } = {}) {
  await stack.sim(stack.gateway, "POST", "/__control/drop-next-relay");
  await payOnHostedPage(stack, form.fields, card);
  const { body } = await stack.sim(stack.gateway, "GET", "/__control/outbox");
  return body.relays.at(-1).fields as Record<string, string>;
}

async function relay(fields: Record<string, string>) {
  const response = await postForm(`${stack.bff}/api/v1/gateway/relay`, fields);
  return { status: response.status, body: await response.text() };
}

describe("the relay is confirmed with the gateway before it credits anything", () => {
  it("credits nothing when a genuine approved relay is re-aimed at another pending invoice of the same amount", async () => {
    const token = await stack.login(current.username, current.password);
    const paid = await hostedForm(token, 12.34);
    const other = await hostedForm(token, 12.34);
    const genuine = await payAndKeepRelay(paid);
    expect(genuine.Transaction_Approved).toBe("YES");

    const reaimed = await relay({ ...genuine, x_invoice_num: other.fp_sequence });
    expect(reaimed.status).toBe(400);
    expect((await checkout(other.fp_sequence)).status).toBe("pending");
    expect(await postings()).toHaveLength(0);

    // The genuine relay, where it belongs, still settles its own checkout.
    expect((await relay(genuine)).status).toBe(200);
    expect((await checkout(paid.fp_sequence)).status).toBe("approved");
    expect((await checkout(other.fp_sequence)).status).toBe("pending");
    expect(await postings()).toHaveLength(1);
  });

  it("credits nothing when a genuine declined relay has its outcome fields flipped to approved", async () => {
    const token = await stack.login(current.username, current.password);
    const form = await hostedForm(token, 13.57);
    const declined = await payAndKeepRelay(form, { number: "4000000000000002" });
    const flipped = {
      ...declined,
      x_response_code: "1",
      x_response_reason_code: "1",
      x_response_reason_text: "This transaction has been approved.",
      x_auth_code: "ET123456",
      Authorization_Num: "ET123456",
      Transaction_Approved: "YES",
      Bank_Resp_Code: "100",
      Bank_Message: "Approved",
    };
    await relay(flipped);
    expect(await checkout(form.fp_sequence)).toMatchObject({
      status: "declined",
      issuer_message: "Do Not Honor",
      authorization_code: null,
    });
    expect(await postings()).toHaveLength(0);
    const details = await stack.call("/api/payment-details", {
      token,
      body: { invoice_num: form.fp_sequence },
    });
    expect(details.body.accountSummary[0].ccb_status).toBe("Not Paid");
  });

  it("acknowledges a settled relay with X_GGE4_TRANSACTION_ID and a page to the result page", async () => {
    const token = await stack.login(current.username, current.password);
    const form = await hostedForm(token, 21);
    const genuine = await payAndKeepRelay(form);
    const answer = await postForm(`${stack.bff}/api/v1/gateway/relay`, genuine);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(RELAY_ACKNOWLEDGED_HEADER)).toBe(genuine.x_trans_id);
    const page = await answer.text();
    expect(page).toContain(`/payment-result/${form.fp_sequence}`);
    expect(page).not.toBe("OK");
    expect((await checkout(form.fp_sequence)).status).toBe("approved");
  });

  it("answers a bad signature, an unknown invoice and another invoice's transaction identically", async () => {
    const token = await stack.login(current.username, current.password);
    const paid = await hostedForm(token, 20);
    const other = await hostedForm(token, 20);
    const genuine = await payAndKeepRelay(paid);
    const posted: Record<string, string>[] = [
      { ...genuine, x_MD5_Hash: "0".repeat(32) },
      { ...genuine, x_invoice_num: "999999" },
      { ...genuine, x_invoice_num: "not-an-invoice" },
      { ...genuine, x_invoice_num: other.fp_sequence },
    ];
    // Each a page (the gateway shows it to the cardholder) made of what was posted only, never text.
    const portal = stack.bffApp.services.config.portalUrl;
    for (const fields of posted) {
      const answer = await postForm(`${stack.bff}/api/v1/gateway/relay`, fields);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("text/html");
      expect(answer.headers.get(RELAY_ACKNOWLEDGED_HEADER)).toBeNull();
      expect(await answer.text()).toBe(relayAnswerPage(resultPageUrl(portal, fields.x_invoice_num ?? "")));
    }
    expect((await checkout(paid.fp_sequence)).status).toBe("pending");
  });

  it("settles no second checkout with a transaction tag already recorded on another", async () => {
    const token = await stack.login(current.username, current.password);
    const paid = await hostedForm(token, 30);
    const other = await hostedForm(token, 30);
    await payOnHostedPage(stack, paid.fields);
    const first = await checkout(paid.fp_sequence);
    expect(first.status).toBe("approved");
    const tag = first.gateway_tag!;
    const settled = await settleFromGateway(
      stack.bffApp.services,
      other.fp_sequence,
      stack.bffApp.services.gateway.readRelay({
        x_trans_id: tag,
        Transaction_Tag: tag,
        x_invoice_num: other.fp_sequence,
        Transaction_Approved: "YES",
        x_response_code: "1",
      }).charge,
      "reconciliation",
    );
    expect(settled).toBe(false);
    expect((await checkout(other.fp_sequence)).status).toBe("pending");
    expect(await postings()).toHaveLength(1);
    // And the database holds the rule too: one tag, one checkout.
    await expect(
      db()
        .updateTable("checkouts")
        .set({ gateway_tag: tag })
        .where("invoice_num", "=", other.fp_sequence)
        .execute(),
    ).rejects.toThrow(/unique/i); // SQLite: "UNIQUE constraint failed"; PostgreSQL: "violates unique constraint"
  });

  it("keeps no relay signature in the stored raw log", async () => {
    const token = await stack.login(current.username, current.password);
    const form = await hostedForm(token, 25);
    const genuine = await payAndKeepRelay(form);
    expect(genuine.x_MD5_Hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await relay(genuine)).status).toBe(200);
    const stored = await checkout(form.fp_sequence);
    expect(stored.status).toBe("approved");
    expect(Object.keys(JSON.parse(stored.code_response!)).filter((name) => /hash/i.test(name))).toEqual([]);
    expect(stored.code_response).not.toContain(genuine.x_MD5_Hash);
  });

  it("leaves the checkout pending when the gateway cannot confirm the relay, and reconciliation settles it", async () => {
    const token = await stack.login(current.username, current.password);
    const form = await hostedForm(token, 40);
    await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/search", status: 503 });
    await payOnHostedPage(stack, form.fields);
    const { body } = await stack.sim(stack.gateway, "GET", "/__control/outbox");
    expect(body.relays.at(-1)).toMatchObject({ status: "failed", responseStatus: 503 });
    expect((await checkout(form.fp_sequence)).status).toBe("pending");
    expect(await postings()).toHaveLength(0);

    await stack.sim(stack.gateway, "DELETE", "/__control/faults");
    stack.clock.advance(6 * 60_000);
    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 1 });
    expect(await checkout(form.fp_sequence)).toMatchObject({
      status: "approved",
      settled_by: "reconciliation",
    });
  });
});

describe("one checkout opened twice is charged once", () => {
  it("shows one gateway session to the same hidden form in two tabs and charges it once", async () => {
    const token = await stack.login(current.username, current.password);
    const form = await hostedForm(token, 50);
    const tabs = await Promise.all(
      [1, 2].map(async () => {
        const page = await postForm(`${stack.gateway}/payment`, form.fields);
        return /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
      }),
    );
    expect(tabs[0]).toBeDefined();
    expect(tabs[1]).toBe(tabs[0]);
    const card = {
      cardholder_name: "MARIA CRUZ",
      card_number: "4111111111111111",
      expiry: "12/30",
      cvv: "123",
    };
    const answers = await Promise.all(tabs.map((action) => postForm(`${stack.gateway}${action}`, card)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const { body } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
    expect(body.transactions ?? body).toHaveLength(1);
    expect((await checkout(form.fp_sequence)).status).toBe("approved");
    await runPostingOutbox(stack.bffApp.services);
    expect(await postings()).toHaveLength(1);
    expect(
      await db()
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "duplicate-approved-payment")
        .execute(),
    ).toHaveLength(0);
  });
});
