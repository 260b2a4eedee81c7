/**
 * The arrangement instalment's text (decision 039), against the ccb-simulator's
 * bills: a customer whose payment arrangement was approved, with a confirmed number and "due in 3
 * days" chosen by text, gets one text for the instalment on the first bill cut after the approval,
 * 3 days before its due date; it is queued once however often the notices job runs, held through
 * quiet hours until 8 a.m. Guam time, and not queued while texts are not chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNotices } from "../src/features/notifications";
import { instalmentCents } from "../src/features/notifications/instalment-rules";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";

const PHONE = "+16715553003";
const maria = persona("postpaid-current");
const account = maria.accounts[0]!.accountId;
const CASE_CENTS = 60_001;
let stack: TestStack;

const days = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function approvedArrangement(approvedAt: string, personId: string) {
  const at = new Date().toISOString();
  await stack.services.db
    .insertInto("arrangement_drafts")
    .values({
      person_id: personId,
      account_id: account,
      full_name: "MARIA CRUZ",
      email_address: "",
      premise_address: "",
      balance_cents: CASE_CENTS,
      dep_amount_cents: 0,
      dep_credit_cents: 0,
      apply_deposit: 0,
      deposit_stopped_at: null,
      case_id: `CASE-${personId}`,
      customer_contact_id: `CC-${personId}`,
      case_status: "10",
      case_amount_cents: CASE_CENTS,
      started_at: at,
      updated_at: at,
    })
    .execute();
  await stack.services.db
    .insertInto("arrangement_forms")
    .values({
      id: `FORM-${personId}`,
      case_id: `CASE-${personId}`,
      account_id: account,
      person_id: personId,
      customer_contact_id: `CC-${personId}`,
      email_address: "",
      file_name: "form.pdf",
      stored_path: "/nowhere/form.pdf",
      content_type: "application/pdf",
      size: 1,
      sha256: "0".repeat(64),
      barcode_status: "matched",
      review_status: "approved",
      review_note: null,
      reviewed_by: "superadmin",
      reviewed_at: approvedAt,
      uploaded_at: approvedAt,
    })
    .execute();
}

async function textsByText(personId: string, byText: boolean) {
  const now = stack.clock.now().toISOString();
  await stack.services.db
    .insertInto("text_numbers")
    .values({
      person_id: personId,
      phone: PHONE,
      code_hash: null,
      code_expires_at: null,
      code_tries: 0,
      confirmed_at: now,
      consent_text: "I agree",
      consent_version: "2026-12-02",
      updated_at: now,
    })
    .execute();
  await stack.services.db
    .insertInto("notification_settings")
    .values({
      account_id: account,
      notice: "dueSoon",
      person_id: personId,
      by_email: 0,
      by_text: byText ? 1 : 0,
      updated_at: now,
    })
    .execute();
}

const instalmentTexts = () =>
  stack.services.db.selectFrom("text_outbox").selectAll().where("kind", "=", "instalmentDue").execute();

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe("the arrangement instalment's text", () => {
  it("is queued once for the instalment due in 3 days, held through quiet hours, to the customer who chose texts", async () => {
    const bills = await stack.services.billing.bills(account);
    const latest = bills[0]!;
    // Approved the day before the latest bill was cut: that bill carries instalment 1.
    await approvedArrangement(`${days(latest.billDate, -1)}T02:00:00.000Z`, maria.personId);
    await textsByText(maria.personId, false);

    // 4 days before the due date: not yet.
    stack.clock.set(new Date(`${days(latest.dueDate, -4)}T02:00:00Z`));
    await runNotices(stack.services);
    expect(await instalmentTexts()).toEqual([]);

    // 3 days before, at 10 p.m. in Guam (12:00 UTC): nothing while texts are not chosen; then
    // queued once chosen, and held until 8 a.m.
    stack.clock.set(new Date(`${days(latest.dueDate, -3)}T12:00:00Z`));
    await runNotices(stack.services);
    expect(await instalmentTexts()).toEqual([]);
    await stack.services.db.updateTable("notification_settings").set({ by_text: 1 }).execute();
    await runNotices(stack.services);
    await runNotices(stack.services);
    const [text, ...others] = await instalmentTexts();
    expect(others).toEqual([]);
    expect(text).toMatchObject({ person_id: maria.personId, to_phone: PHONE, status: "queued" });
    // 8 a.m. in Guam the next morning is 22:00 UTC the same day.
    expect(text!.send_after).toBe(`${days(latest.dueDate, -3)}T22:00:00.000Z`);
    const amount = (instalmentCents(CASE_CENTS, 1) / 100).toFixed(2);
    const due = `${latest.dueDate.slice(5, 7)}/${latest.dueDate.slice(8, 10)}`;
    expect(text!.body).toBe(
      `GPA: Your payment arrangement instalment of $${amount} for acct ending ${account.slice(-4)} is due ${due}. Reply STOP to stop.`,
    );

    // The next days up to the due date: the same instalment, not queued again.
    for (const day of [-2, 0]) {
      stack.clock.set(new Date(`${days(latest.dueDate, day)}T02:00:00Z`));
      await runNotices(stack.services);
    }
    expect(await instalmentTexts()).toHaveLength(1);
  });
});
