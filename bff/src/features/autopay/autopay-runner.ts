/**
 * AutoPay's draft runner (decision 031): finds the drafts each active enrolment owes, then does every
 * reminder and charge due by `now`, in date order, so that a clock moved ahead by days is caught up in
 * one run. A draft exists once per (enrolment, bill) and is charged by one instance only (a row claim,
 * decision 020), through the card dialog's payment path (checkout, gateway, settle, posting outbox).
 */
import { UTILITY_TIME_ZONE } from "../../platform/clock";
import { AppError } from "../../platform/http/errors";
import { claimWindow } from "../../platform/jobs/job-lease";
import type { DayJob, Services } from "../../services";
import { findCheckout, type Payer, payByToken } from "../payments";
import { ownedCard, tokenCardOf } from "../wallet";
import { afterDecline, draftCents, draftsForBills, dueEvents, reloadDue } from "./autopay-rules";
import { declinedMail, reminderMail } from "./autopay-mail";
import {
  chargingDrafts,
  claimDraftForCharge,
  findDraft,
  findEnrolment,
  finishDraft,
  insertDraftIfAbsent,
  listActiveEnrolments,
  markReminded,
  openDrafts,
  setDraftInvoice,
} from "./autopay.repository";
import type { AutopayDraftsTable, AutopayEnrolmentsTable } from "./autopay.table";

type RunnerServices = Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">;

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

/** What the draft will charge as of now; null when billing cannot tell yet. */
async function amountOwed(services: RunnerServices, enrolment: AutopayEnrolmentsTable) {
  if (enrolment.plan_kind !== "amount-due") return enrolment.amount_cents ?? 0;
  const summary = await services.billing.financialSummary(enrolment.account_id);
  return draftCents({ kind: enrolment.plan_kind, amountCents: null }, summary.details.CurrentBalance);
}

/** The reminder, 3 days before the draft (decision 031): once, in the transaction that marks it. */
async function remind(services: RunnerServices, draftKey: string) {
  const draft = await findDraft(services.db, draftKey);
  const enrolment = draft && (await findEnrolment(services.db, draft.enrolment_id));
  if (!draft || !enrolment || enrolment.status !== "active") return;
  const cents = await amountOwed(services, enrolment);
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

/** Gives a claimed draft back as it was before the claim: nothing reached the gateway. */
function release(services: RunnerServices, draft: AutopayDraftsTable, message: string | null) {
  return finishDraft(services.db, draft.draft_key, {
    status: draft.status,
    attempts: draft.attempts,
    invoice_num: null,
    message,
    updated_at: services.clock.now().toISOString(),
  });
}

async function charge(services: RunnerServices, draftKey: string, today: string) {
  const found = await findDraft(services.db, draftKey);
  const enrolment = found && (await findEnrolment(services.db, found.enrolment_id));
  if (!found || !enrolment) return;
  const window = claimWindow(services.config);
  const at = services.clock.now().toISOString();
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
    cents = await amountOwed(services, enrolment);
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
    if (error instanceof AppError && typeof error.details?.invoice === "string") {
      // The checkout exists and its outcome is not known yet: reconciliation settles the checkout,
      // and `settleChargingDrafts` the draft from it. It is never charged again meanwhile.
      return;
    }
    if (error instanceof AppError && (error.status === 403 || error.status === 422)) {
      await giveUp(services, draft, enrolment, attempts, error.message);
      return;
    }
    await release(services, draft, "Billing did not answer; AutoPay will try again.");
  }
}

/** A decline: the customer is told at once; the first retries in 2 days, the second stops (decision 031). */
async function declined(
  services: RunnerServices,
  draft: AutopayDraftsTable,
  enrolment: AutopayEnrolmentsTable,
  attempts: number,
  reason: string,
) {
  const next = afterDecline(attempts, draft.draft_on);
  const at = services.clock.now().toISOString();
  const retryOn = "retryOn" in next ? next.retryOn : null;
  await services.db.transaction().execute(async (trx) => {
    const finished = await finishDraft(trx, draft.draft_key, {
      status: retryOn ? "retry" : "failed",
      next_attempt_on: retryOn ?? draft.next_attempt_on,
      message: retryOn
        ? `Declined (${reason}); AutoPay will try once more on ${retryOn}.`
        : `Declined again (${reason}); AutoPay did not pay this bill.`,
      updated_at: at,
    });
    if (!finished) return;
    await services.mailer.queue(
      declinedMail(enrolment.receipt_email, {
        accountId: enrolment.account_id,
        amountCents: draft.amount_cents ?? 0,
        reason,
        retryOn,
      }),
      trx,
    );
  });
}

/** A draft that cannot be charged at all (card removed, account refused): stopped and said so. */
async function giveUp(
  services: RunnerServices,
  draft: AutopayDraftsTable,
  enrolment: AutopayEnrolmentsTable,
  attempts: number,
  reason: string,
) {
  await declined(services, draft, enrolment, Math.max(attempts, 2), reason);
}

/** A 'charging' draft as it was before its claim: its attempt not counted. */
function statusBefore(draft: AutopayDraftsTable): AutopayDraftsTable {
  const attempts = draft.attempts - 1;
  const status = attempts >= 1 ? "retry" : draft.reminded_at ? "reminded" : "scheduled";
  return { ...draft, status, attempts };
}

/**
 * Drafts left 'charging': from the checkout when it has one (approved, declined; an error charged
 * nothing and is tried again), or given back when the instance that claimed it stopped before any
 * checkout was made (its claim ran out).
 */
async function settleChargingDrafts(services: RunnerServices) {
  const now = new Date().toISOString();
  for (const draft of await chargingDrafts(services.db)) {
    const enrolment = await findEnrolment(services.db, draft.enrolment_id);
    if (!enrolment) continue;
    if (draft.invoice_num === null) {
      if (draft.claimed_until !== null && draft.claimed_until < now) {
        await release(services, statusBefore(draft), null);
      }
      continue;
    }
    const checkout = await findCheckout(services.db, draft.invoice_num);
    if (!checkout || checkout.status === "pending") continue;
    if (checkout.status === "approved") {
      await finishDraft(services.db, draft.draft_key, { status: "approved", message: null, updated_at: now });
    } else if (checkout.status === "declined") {
      await declined(services, draft, enrolment, draft.attempts, checkout.bank_message ?? "declined");
    } else {
      await release(
        services,
        statusBefore(draft),
        "The card gateway did not answer; AutoPay will try again.",
      );
    }
  }
}
