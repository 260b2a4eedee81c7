/**
 * AutoPay's pure rules (decisions 031, 032): the consent text of a plan, which bills are drafted and
 * when, the reminder's day, what a declined draft does next, and when a prepaid account reloads.
 */
import {
  AUTOPAY_CONSENT_VERSION,
  AUTOPAY_REMINDER_DAYS,
  AUTOPAY_RETRY_DAYS,
  type AutopayPlan,
} from "@paygpa/contract";
import { utilityDay } from "../../platform/clock";

export { utilityDay };

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * The consent text shown before enrolment and stored with it: what will be charged, when, to which
 * card, and how to stop (decision 032). Its wording is versioned by `AUTOPAY_CONSENT_VERSION`.
 */
export function consentText(terms: { accountId: string; cardLabel: string; plan: AutopayPlan }): {
  version: string;
  text: string;
} {
  const what = (() => {
    if (terms.plan.kind === "amount-due") {
      return `the amount due on each bill of account ${terms.accountId}, on the bill's due date`;
    }
    if (terms.plan.kind === "fixed") {
      return `${dollars(terms.plan.amount)} for each bill of account ${terms.accountId}, on the bill's due date`;
    }
    return `${dollars(terms.plan.amount)} to reload prepaid account ${terms.accountId} each day its balance is below ${dollars(terms.plan.threshold)}`;
  })();
  const reminder =
    terms.plan.kind === "reload"
      ? "You will receive an e-mail receipt after each reload."
      : `We will e-mail you ${AUTOPAY_REMINDER_DAYS} days before each payment with its amount and date.`;
  const text = [
    `I authorize Guam Power Authority to charge my ${terms.cardLabel} ${what}.`,
    reminder,
    `If a payment is declined, we will tell you at once and try once more ${AUTOPAY_RETRY_DAYS} days later; if it is declined again, AutoPay will not pay that bill and we will tell you.`,
    "This authorization stays in effect until I stop it. I can stop AutoPay at any time with one click on the AutoPay page; a payment not yet taken will not be taken.",
  ].join(" ");
  return { version: AUTOPAY_CONSENT_VERSION, text };
}

/** Whether an enrolment may be made: the version read must be the current one, and the plan fit the account. */
export function consentProblem(input: {
  consentVersion: string;
  accountType: "postpaid" | "prepaid";
  cashOnly: boolean;
  plan: AutopayPlan;
}): "cash-only" | "consent-outdated" | "wrong-plan" | null {
  if (input.cashOnly) return "cash-only";
  if (input.consentVersion !== AUTOPAY_CONSENT_VERSION) return "consent-outdated";
  const reload = input.plan.kind === "reload";
  if (reload !== (input.accountType === "prepaid")) return "wrong-plan";
  return null;
}

export interface BillToDraft {
  billId: string;
  dueDate: string;
}

/**
 * The drafts a postpaid enrolment owes: one per bill due after the day of consent (a bill already
 * due that day is the customer's to pay; decision 031), on its due date, reminded 3 days before.
 */
export function draftsForBills(consentedOn: string, bills: readonly BillToDraft[]) {
  return bills
    .filter((bill) => /^\d{4}-\d{2}-\d{2}$/.test(bill.dueDate) && bill.dueDate > consentedOn)
    .map((bill) => ({
      billId: bill.billId,
      draftOn: bill.dueDate,
      remindOn: addDays(bill.dueDate, -AUTOPAY_REMINDER_DAYS),
    }))
    .sort((a, b) => a.draftOn.localeCompare(b.draftOn) || a.billId.localeCompare(b.billId));
}

/** A prepaid reload is owed today when the balance is below the threshold (once per day at most). */
export function reloadDue(balance: number, thresholdCents: number): boolean {
  return Math.round(balance * 100) < thresholdCents;
}

/**
 * What a declined draft does next: the first decline retries 2 days after the day of that decline
 * (however late the first draft was: billing unreadable on the due date, a hold for maintenance, a
 * gateway that did not attempt it); the second stops.
 */
export function afterDecline(attempts: number, declinedOn: string): { retryOn: string } | { stop: true } {
  return attempts < 2 ? { retryOn: addDays(declinedOn, AUTOPAY_RETRY_DAYS) } : { stop: true };
}

/**
 * What an amount-due draft charges (decision 031), for the reminder and the charge alike: the amount
 * due by its due date, less what the enrolment's earlier drafts still open will take of it (a late
 * earlier draft pays its own bill; this one pays only its own).
 */
export function amountDueCents(input: {
  balance: number;
  bills: readonly { dueDate: string; charges: number }[];
  dueOn: string;
  /** Due dates of the enrolment's open drafts before this one. */
  earlierDueDates: readonly string[];
}): number {
  let taken = 0;
  for (const dueOn of [...new Set(input.earlierDueDates)].filter((day) => day < input.dueOn).sort()) {
    const due = Math.round(balanceDueBy(input.balance, dueOn, input.bills) * 100);
    taken += Math.max(0, due - taken);
  }
  const due = Math.round(balanceDueBy(input.balance, input.dueOn, input.bills) * 100);
  return Math.max(0, due - taken);
}

/** The amount a postpaid draft charges: the fixed amount, or what the account owes now (nothing: skipped). */
export function draftCents(plan: { kind: string; amountCents: number | null }, balance: number): number {
  if (plan.kind === "fixed") return plan.amountCents ?? 0;
  return Math.max(0, Math.round(balance * 100));
}

/**
 * The amount due by a draft's due date (decision 031): the balance less the new charges of every bill
 * due after it. The next bill is cut about ten days before this one falls due (decision 029), and a
 * draft for this bill must not take that one's charges before its own due date.
 */
export function balanceDueBy(
  balance: number,
  dueOn: string,
  bills: readonly { dueDate: string; charges: number }[],
): number {
  const notYetDue = bills.filter((bill) => bill.dueDate > dueOn).reduce((sum, bill) => sum + bill.charges, 0);
  return Math.round((balance - notYetDue) * 100) / 100;
}

/** The events due by `today`, in date order: reminders before charges on one day. */
export function dueEvents(
  drafts: readonly {
    draftKey: string;
    status: string;
    remindOn: string | null;
    nextAttemptOn: string;
  }[],
  today: string,
): { draftKey: string; kind: "remind" | "charge"; on: string }[] {
  const events: { draftKey: string; kind: "remind" | "charge"; on: string }[] = [];
  for (const draft of drafts) {
    if (draft.status === "scheduled" && draft.remindOn !== null && draft.remindOn <= today) {
      events.push({ draftKey: draft.draftKey, kind: "remind", on: draft.remindOn });
    }
    if (["scheduled", "reminded", "retry"].includes(draft.status) && draft.nextAttemptOn <= today) {
      events.push({ draftKey: draft.draftKey, kind: "charge", on: draft.nextAttemptOn });
    }
  }
  const order = { remind: 0, charge: 1 };
  return events.sort(
    (a, b) =>
      a.on.localeCompare(b.on) || order[a.kind] - order[b.kind] || a.draftKey.localeCompare(b.draftKey),
  );
}
