/**
 * Payments that need a hand and reconciliation (beyond the spec): an approved payment billing
 * refused is listed with its error and attempts; 'Post again' (levels 1 and 3, audited) posts it once
 * billing is back, and never twice; a day's gateway, records and billing are compared, nightly and on
 * demand, and every difference is listed.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runNightlyReconciliation } from "../src/features/reports";
import { runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { accountId, adminToken, paidByHostedPage } from "./reports/report-stack";

const PAYMENTS = "/rest/apis/customer/financials/paymentEvents/";
let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const fault = (body: Record<string, unknown>) => stack.sim(stack.ccb, "PUT", "/__control/faults", body);
const clearFaults = () => stack.sim(stack.ccb, "DELETE", "/__control/faults");
async function billingPaymentsFor(invoice: string): Promise<Json[]> {
  const { body } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  return body.payments.filter((payment: Json) =>
    payment.externalReferenceId.startsWith(`PAYGPA-${invoice}-`),
  );
}
const needingAHand = async (token: string) =>
  (await stack.call("/api/v1/payments-needing-a-hand", { token })).body.result as Json[];

describe("payments that need a hand", () => {
  it("lists an approved payment billing refused, with the error and the attempts", async () => {
    await fault({ route: PAYMENTS, status: 404 });
    const invoice = await paidByHostedPage(stack, 33);
    await runPostingOutbox(stack.bffApp.services);
    const listed = await needingAHand(await adminToken(stack, 2));
    expect(listed).toEqual([
      expect.objectContaining({
        invoice,
        accountId,
        amount: 33,
        state: "failed",
        attempts: 1,
        error: expect.stringContaining("404"),
        paymentKey: `PAYGPA-${invoice}-1`,
      }),
    ]);
  });

  it("lists a line still being retried while billing is down", async () => {
    await fault({ route: PAYMENTS, down: true });
    const invoice = await paidByHostedPage(stack, 21);
    await runPostingOutbox(stack.bffApp.services);
    const listed = await needingAHand(await adminToken(stack, 3));
    expect(listed).toEqual([expect.objectContaining({ invoice, state: "retrying", attempts: 1 })]);
  });

  it("posts again once billing is back, then never a second time; audited", async () => {
    await fault({ route: PAYMENTS, status: 404 });
    const invoice = await paidByHostedPage(stack, 52.25);
    await runPostingOutbox(stack.bffApp.services);
    const token = await adminToken(stack, 3);
    const [line] = await needingAHand(token);

    const whileDown = await stack.call("/api/v1/post-again", { token, body: { lineId: line.lineId } });
    expect(whileDown.body).toMatchObject({ outcome: "failed" });
    expect(await billingPaymentsFor(invoice)).toHaveLength(0);

    await clearFaults();
    const posted = await stack.call("/api/v1/post-again", { token, body: { lineId: line.lineId } });
    expect(posted.body).toMatchObject({
      outcome: "posted",
      message: "Posted to billing.",
      paymentId: expect.any(String),
    });
    const again = await stack.call("/api/v1/post-again", { token, body: { lineId: line.lineId } });
    expect(again.body).toMatchObject({ outcome: "already-posted", paymentId: posted.body.paymentId });
    expect(await billingPaymentsFor(invoice)).toHaveLength(1);
    expect(await needingAHand(token)).toEqual([]);

    const audit = await stack.bffApp.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "payment-posted-again")
      .execute();
    expect(audit.map((row) => [row.actor, row.subject])).toEqual([
      ["finance", invoice],
      ["finance", invoice],
      ["finance", invoice],
    ]);
  });

  it("lets only levels 1 and 3 post again", async () => {
    await fault({ route: PAYMENTS, status: 404 });
    await paidByHostedPage(stack, 10);
    await runPostingOutbox(stack.bffApp.services);
    const [line] = await needingAHand(await adminToken(stack, 1));
    for (const level of [2, 4] as const) {
      const token = await adminToken(stack, level);
      const refused = await stack.call("/api/v1/post-again", { token, body: { lineId: line.lineId } });
      expect(refused.status, `level ${level}`).toBe(403);
    }
    const superAdmin = await adminToken(stack, 1);
    const unknown = await stack.call("/api/v1/post-again", { token: superAdmin, body: { lineId: 999999 } });
    expect(unknown.status).toBe(404);
  });
});

describe("reconciliation of a day", () => {
  it("matches a day whose approved payment is at the gateway, recorded here and in billing", async () => {
    await paidByHostedPage(stack, 18);
    await paidByHostedPage(stack, 9, "4000000000000002");
    await runPostingOutbox(stack.bffApp.services);
    const token = await adminToken(stack, 3);
    const { status, body } = await stack.call("/api/v1/reconcile-day", {
      token,
      body: { day: "11/21/2026" },
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      day: "2026-11-21",
      outcome: "matched",
      gatewayCount: 1,
      recordedCount: 1,
      billingCount: 1,
      differences: [],
      ranBy: "finance",
    });
  });

  it("lists a payment recorded here but not in billing, and one approved at the gateway but unknown here", async () => {
    await fault({ route: PAYMENTS, status: 404 });
    const notPosted = await paidByHostedPage(stack, 30);
    await runPostingOutbox(stack.bffApp.services);
    await clearFaults();
    const unknown = await paidByHostedPage(stack, 44);
    // As if the BFF had lost this approval: its record is gone.
    const { db } = stack.bffApp.services;
    const lost = await db
      .selectFrom("checkouts")
      .select("gateway_tag")
      .where("invoice_num", "=", unknown)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("checkouts")
      .set({ gateway_tag: null, status: "error" })
      .where("invoice_num", "=", unknown)
      .execute();

    const token = await adminToken(stack, 1);
    const { body } = await stack.call("/api/v1/reconcile-day", { token, body: { day: "11/21/2026" } });
    expect(body.result.outcome).toBe("differences");
    expect(body.result.differences.map((d: Json) => [d.kind, d.invoice])).toEqual([
      ["unknown-here", unknown],
      ["not-in-billing", notPosted],
    ]);
    expect(body.result.differences[0]).toMatchObject({
      transactionTag: lost.gateway_tag,
      gatewayAmount: 44,
    });
  });

  it("runs nightly for yesterday once, after 02:00 Guam time, and the view shows the last runs", async () => {
    await paidByHostedPage(stack, 12);
    await runPostingOutbox(stack.bffApp.services);
    const services = stack.bffApp.services;
    // 09:00 on the 21st (Guam): the 20th is due, once.
    expect(await runNightlyReconciliation(services)).toMatchObject({ day: "2026-11-20", ranBy: "nightly" });
    expect(await runNightlyReconciliation(services)).toBeNull();
    stack.clock.set(new Date("2026-11-21T15:30:00.000Z")); // 01:30 on the 22nd: not yet
    expect(await runNightlyReconciliation(services)).toBeNull();
    stack.clock.set(new Date("2026-11-21T16:30:00.000Z")); // 02:30 on the 22nd, Guam time
    const nightly = await runNightlyReconciliation(services);
    expect(nightly).toMatchObject({
      day: "2026-11-21",
      ranBy: "nightly",
      outcome: "matched",
      gatewayCount: 1,
    });
    expect(await runNightlyReconciliation(services)).toBeNull();
    const { body } = await stack.call("/api/v1/reconciliation-runs", { token: await adminToken(stack, 2) });
    expect(body.result.map((run: Json) => [run.day, run.ranBy])).toContainEqual(["2026-11-21", "nightly"]);
  });

  it("records a failed run when the gateway's lookup does not answer", async () => {
    await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/search", status: 503 });
    const token = await adminToken(stack, 3);
    const { body } = await stack.call("/api/v1/reconcile-day", { token, body: { day: "11/21/2026" } });
    expect(body.result).toMatchObject({ outcome: "failed", failure: expect.any(String) });
  });
});
