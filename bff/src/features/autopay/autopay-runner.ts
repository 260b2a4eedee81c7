/**
 * AutoPay's draft runner (decision 031): finds the drafts each active enrolment owes, then does every
 * reminder and charge due by `now`, in date order, so that a clock moved ahead by days is caught up in
 * one run. A draft exists once per (enrolment, bill) and is charged by one instance only (a row claim,
 * decision 020), through the card dialog's payment path (checkout, gateway, settle, posting outbox).
 * While Pay Now is switched off for maintenance (spec 000 §2), charges hold and reminders still go out.
 */
import type { DayJob, Services } from "../../services";
import { charge, remind } from "./autopay-charge";
import { tellOperationsOnce } from "./autopay-not-attempted";
import { type RunnerServices, settleChargingDrafts } from "./autopay-outcomes";
import { draftsForBills, dueEvents, reloadDue, utilityDay } from "./autopay-rules";
import { hasOpenDraft, insertDraftIfAbsent, listActiveEnrolments, openDrafts } from "./autopay.repository";
import type { AutopayEnrolmentsTable } from "./autopay.table";

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
  const today = utilityDay(now);
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
  // Drafts the gateway would not attempt for longer than the set hours: operations told once.
  await tellOperationsOnce(services);
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
    reminded_cents: null,
    not_before: null,
    created_at: at,
    updated_at: at,
  };
  if (enrolment.plan_kind === "reload") {
    // One reload at a time: a reload still waiting (held for maintenance, to be retried) is the one
    // owed, not one more each day the balance stays low (decision 031).
    if (await hasOpenDraft(services.db, enrolment.enrolment_id)) return;
    const summary = await services.billing.financialSummary(enrolment.account_id);
    const balance = summary.prepaid?.balance ?? 0;
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
  const bills = await services.billing.bills(enrolment.account_id);
  const owed = draftsForBills(
    enrolment.consented_on,
    bills.map((bill) => ({ billId: bill.billId, dueDate: bill.dueDate })),
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
