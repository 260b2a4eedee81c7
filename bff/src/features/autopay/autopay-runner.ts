/**
 * AutoPay's draft runner (decision 031): finds the drafts each active enrolment owes, then does every
 * reminder and charge due by `now`, in date order, so that a clock moved ahead by days is caught up in
 * one run. A draft exists once per (enrolment, bill) and is charged by one instance only (a row claim,
 * decision 020), through the card dialog's payment path (checkout, gateway, settle, posting outbox).
 * While Pay Now is switched off for maintenance (spec 000 §2), charges hold and reminders still go out.
 */
import { autopayMessages } from "@paygpa/contract";
import { UTILITY_TIME_ZONE } from "../../platform/clock";
import { isFailure } from "../../platform/failures";
import { claimWindow } from "../../platform/jobs/job-lease";
import type { DayJob, Services } from "../../services";
import { isPayNowSwitchedOff } from "../maintenance";
import { type Payer, payByToken } from "../payments";
import { ownedCard, tokenCardOf } from "../wallet";
import { balanceDueBy, draftCents, draftsForBills, dueEvents, reloadDue } from "./autopay-rules";
import { reminderMail } from "./autopay-mail";
import {
  declined,
  giveUp,
  type RunnerServices,
  release,
  settleChargingDrafts,
  statusBefore,
} from "./autopay-outcomes";
import {
  claimDraftForCharge,
  findDraft,
  findEnrolment,
  finishDraft,
  hasOpenDraft,
  insertDraftIfAbsent,
  listActiveEnrolments,
  holdDraft,
  markReminded,
  openDrafts,
  setDraftInvoice,
} from "./autopay.repository";
import type { AutopayEnrolmentsTable } from "./autopay.table";

const utilityCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: UTILITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** How often billing is asked again, within one day, for an enrolment's bills or prepaid balance. */
const LOOKUP_EVERY_MS = 60 * 60_000;

/** Per database (one per BFF process), each enrolment's last successful look-up at billing. */
const lookups = new WeakMap<object, Map<string, { day: string; at: number }>>();
function lookupsOf(services: Pick<Services, "db">) {
  let looked = lookups.get(services.db);
  if (!looked) {
    looked = new Map();
    lookups.set(services.db, looked);
  }
  return looked;
}

/** AutoPay as a day job: `run(now)` catches up every reminder and draft due by `now`. */
export function autopayDayJob(services: RunnerServices): DayJob {
  return { name: "autopay", run: (now) => runAutopay(services, now) };
}

export async function runAutopay(services: RunnerServices, now: Date): Promise<void> {
  const today = utilityCalendar.format(now);
  await settleChargingDrafts(services);
  const looked = lookupsOf(services);
  for (const enrolment of await listActiveEnrolments(services.db)) {
    // Billing is asked at most hourly per enrolment, and at once on a new day (a jump of the clock).
    const last = looked.get(enrolment.enrolment_id);
    if (last && last.day === today && now.getTime() - last.at < LOOKUP_EVERY_MS) continue;
    try {
      await findDraftsOwed(services, enrolment, today);
      looked.set(enrolment.enrolment_id, { day: today, at: now.getTime() });
    } catch (error) {
      services.logger.error("autopay: drafts not looked up", {
        enrolment: enrolment.enrolment_id,
        error: String(error),
      });
    }
  }
  const drafts = await openDrafts(services.db);
  const events = dueEvents(
    drafts.map((draft) => ({
      draftKey: draft.draft_key,
      status: draft.status,
      remindOn: draft.remind_on,
      nextAttemptOn: draft.next_attempt_on,
    })),
    today,
  );
  for (const event of events) {
    const work =
      event.kind === "remind" ? remind(services, event.draftKey) : charge(services, event.draftKey, today);
    await work.catch((error: unknown) =>
      services.logger.error(`autopay: ${event.kind} failed`, { draft: event.draftKey, error: String(error) }),
    );
  }
}

/** Postpaid: one draft per bill due after the consent; prepaid: one reload today when below the threshold. */
async function findDraftsOwed(services: RunnerServices, enrolment: AutopayEnrolmentsTable, today: string) {
  const at = services.clock.now().toISOString();
  const base = {
    enrolment_id: enrolment.enrolment_id,
    account_id: enrolment.account_id,
    reminded_at: null,
    status: "scheduled" as const,
    attempts: 0,
    invoice_num: null,
    message: null,
    claimed_by: null,
    claimed_until: null,
    created_at: at,
    updated_at: at,
  };
  if (enrolment.plan_kind === "reload") {
    // One reload at a time: a reload still waiting (held for maintenance, to be retried) is the one
    // owed, not one more each day the balance stays low (decision 031).
    if (await hasOpenDraft(services.db, enrolment.enrolment_id)) return;
    const summary = await services.billing.financialSummary(enrolment.account_id);
    const balance = summary.prepaid?.prepayBalance ?? 0;
    if (!reloadDue(balance, enrolment.threshold_cents ?? 0)) return;
    await insertDraftIfAbsent(services.db, {
      ...base,
      draft_key: `${enrolment.enrolment_id}:reload:${today}`,
      bill_id: `reload ${today}`,
      draft_on: today,
      remind_on: null,
      amount_cents: enrolment.amount_cents,
      next_attempt_on: today,
    });
    return;
  }
  const { result: bills } = await services.billing.bills(enrolment.account_id);
  const owed = draftsForBills(
    enrolment.consented_on,
    bills.map((bill) => ({ billId: bill.billID, dueDate: bill.dueDate })),
  );
  for (const draft of owed) {
    await insertDraftIfAbsent(services.db, {
      ...base,
      draft_key: `${enrolment.enrolment_id}:${draft.billId}`,
      bill_id: draft.billId,
      draft_on: draft.draftOn,
      remind_on: draft.remindOn,
      amount_cents: enrolment.plan_kind === "fixed" ? enrolment.amount_cents : null,
      next_attempt_on: draft.draftOn,
    });
  }
}

/** What the draft for the bill due on `dueOn` will charge as of now (billing failing throws). */
async function amountOwed(services: RunnerServices, enrolment: AutopayEnrolmentsTable, dueOn: string) {
  if (enrolment.plan_kind !== "amount-due") return enrolment.amount_cents ?? 0;
  const [summary, { result: bills }] = await Promise.all([
    services.billing.financialSummary(enrolment.account_id),
    services.billing.bills(enrolment.account_id),
  ]);
  const due = balanceDueBy(summary.details.CurrentBalance, dueOn, bills);
  return draftCents({ kind: enrolment.plan_kind, amountCents: null }, due);
}

/** The reminder, 3 days before the draft (decision 031): once, in the transaction that marks it. */
async function remind(services: RunnerServices, draftKey: string) {
  const draft = await findDraft(services.db, draftKey);
  const enrolment = draft && (await findEnrolment(services.db, draft.enrolment_id));
  if (!draft || !enrolment || enrolment.status !== "active") return;
  const cents = await amountOwed(services, enrolment, draft.draft_on);
  const card = await ownedCard(services, enrolment.person_id, enrolment.card_id).catch(() => null);
  const at = services.clock.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    if (!(await markReminded(trx, draftKey, at))) return;
    if (cents === 0) return;
    await services.mailer.queue(
      reminderMail(enrolment.receipt_email, {
        accountId: enrolment.account_id,
        amountCents: cents,
        draftOn: draft.draft_on,
        cardLastFour: card?.last_four ?? "(removed)",
      }),
      trx,
    );
  });
}

async function charge(services: RunnerServices, draftKey: string, today: string) {
  const found = await findDraft(services.db, draftKey);
  const enrolment = found && (await findEnrolment(services.db, found.enrolment_id));
  if (!found || !enrolment) return;
  const at = services.clock.now().toISOString();
  // Pay Now switched off (spec 000 §2, the second flag): the draft waits, unclaimed, for the first run
  // after the switch is back on (decision 031). Read per charge, so a switch flipped mid-run counts.
  if (await isPayNowSwitchedOff(services.db)) {
    await holdDraft(services.db, draftKey, { today, message: autopayMessages.heldForMaintenance, at });
    return;
  }
  const window = claimWindow(services.config);
  const claimed = await claimDraftForCharge(services.db, draftKey, {
    holder: window.holder,
    until: window.until,
    today,
    at,
  });
  if (!claimed) return;
  // The row as this claim left it: what was read before may be another instance's moment.
  const held = await findDraft(services.db, draftKey);
  if (!held) return;
  const draft = statusBefore(held);
  const attempts = held.attempts;
  const card = await ownedCard(services, enrolment.person_id, enrolment.card_id).catch(() => null);
  if (!card) {
    await giveUp(services, draft, enrolment, attempts, "the saved card was removed");
    return;
  }
  let cents: number;
  try {
    cents = await amountOwed(services, enrolment, draft.draft_on);
  } catch {
    // Billing did not answer: nothing was charged; the next run tries again.
    await release(services, draft, "Billing did not answer; AutoPay will try again.");
    return;
  }
  if (cents === 0) {
    await finishDraft(services.db, draftKey, {
      status: "skipped",
      amount_cents: 0,
      message: "Nothing was due on the due date.",
      updated_at: at,
    });
    return;
  }
  const payer: Payer = {
    kind: "customer",
    tokenHash: `autopay:${enrolment.enrolment_id}`,
    personId: enrolment.person_id,
    accountIds: [enrolment.account_id],
  };
  try {
    const result = await payByToken(
      services,
      payer,
      {
        accounts: [{ accountId: enrolment.account_id, amount: cents / 100 }],
        card: tokenCardOf(card),
        receiptEmail: enrolment.receipt_email,
        customerRef: "AUTOPAY",
      },
      {
        checkoutMade: (invoice) =>
          setDraftInvoice(services.db, draftKey, invoice, cents).then(() => undefined),
      },
    );
    if (result.approved) {
      await finishDraft(services.db, draftKey, {
        status: "approved",
        amount_cents: cents,
        message: null,
        updated_at: services.clock.now().toISOString(),
      });
    } else {
      await declined(services, { ...draft, amount_cents: cents }, enrolment, attempts, result.message);
    }
  } catch (error) {
    if (isFailure(error) && typeof error.details?.invoice === "string") {
      // The checkout exists and its outcome is not known yet: reconciliation settles the checkout,
      // and `settleChargingDrafts` the draft from it. It is never charged again meanwhile.
      return;
    }
    if (isFailure(error, "not-allowed", "refused")) {
      await giveUp(services, draft, enrolment, attempts, error.message);
      return;
    }
    await release(services, draft, "Billing did not answer; AutoPay will try again.");
  }
}
