/**
 * One AutoPay reminder and one AutoPay charge (decision 031). A charge ends in one of three outcomes,
 * decided on the payment service's domain failures, never on HTTP statuses: approved (posted, or
 * waiting to post), declined by the card's issuer (the customer's one retry, 2 days after the
 * decline), or not attempted (the gateway refused the request itself, or billing could not be read):
 * given back uncounted and tried again. AutoPay pays as itself (payer kind 'autopay'), and billing is
 * read once per draft: the summary read for the amount is the one the checkout checks.
 */
import { autopayMessages } from "@paygpa/contract";
import { isFailure } from "../../platform/failures";
import { claimWindow } from "../../platform/jobs/job-lease";
import type { FinancialSummary } from "../../integrations/billing";
import { isPayNowSwitchedOff } from "../maintenance";
import { textToPerson } from "../notifications";
import { type Payer, payByToken } from "../payments";
import { ownedCard, tokenCardOf } from "../wallet";
import { amountChangedMail, reminderMail } from "./autopay-mail";
import { gatewayAnswered, notAttempted, tellOperationsOnce } from "./autopay-not-attempted";
import { declined, giveUp, type RunnerServices, release, statusBefore } from "./autopay-outcomes";
import { amountDueCents } from "./autopay-rules";
import {
  claimDraftForCharge,
  earlierOpenDueDates,
  findDraft,
  findEnrolment,
  finishDraft,
  holdDraft,
  markReminded,
  setDraftInvoice,
} from "./autopay.repository";
import type { AutopayDraftsTable, AutopayEnrolmentsTable } from "./autopay.table";

const billingDidNotAnswer = "Billing did not answer; AutoPay will try again.";

/** What a draft charges, with the account's summary when it was read for it (handed to the checkout). */
interface Owed {
  cents: number;
  summary: FinancialSummary | null;
}

/**
 * What the draft for the bill due on `dueOn` will charge as of now, with the summary read for it
 * (billing failing throws). The reminder and the charge both ask this, so they cannot disagree
 * unless the account changed in between.
 */
export async function amountOwed(
  services: RunnerServices,
  enrolment: AutopayEnrolmentsTable,
  dueOn: string,
): Promise<Owed> {
  // A fixed amount (or a reload) needs no billing read here; the checkout's own check reads it once.
  if (enrolment.plan_kind !== "amount-due") return { cents: enrolment.amount_cents ?? 0, summary: null };
  const [summary, bills, earlier] = await Promise.all([
    services.billing.financialSummary(enrolment.account_id),
    services.billing.bills(enrolment.account_id),
    earlierOpenDueDates(services.db, enrolment.enrolment_id, dueOn),
  ]);
  const cents = amountDueCents({
    balance: summary.currentBalance,
    bills,
    dueOn,
    earlierDueDates: earlier,
  });
  return { cents, summary };
}

/** The reminder, 3 days before the draft (decision 031): once, in the transaction that marks it. */
export async function remind(services: RunnerServices, draftKey: string) {
  const draft = await findDraft(services.db, draftKey);
  const enrolment = draft && (await findEnrolment(services.db, draft.enrolment_id));
  if (!draft || !enrolment || enrolment.status !== "active") return;
  const { cents } = await amountOwed(services, enrolment, draft.draft_on);
  const card = await ownedCard(services, enrolment.person_id, enrolment.card_id).catch(() => null);
  const at = services.clock.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    if (!(await markReminded(trx, draftKey, at, cents))) return;
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
    // The same reminder by text, to the enrolled person's confirmed number (decision 039).
    await textToPerson(
      { db: trx, clock: services.clock, logger: services.logger },
      {
        personId: enrolment.person_id,
        accountId: enrolment.account_id,
        event: {
          kind: "autopayReminder",
          account: enrolment.account_id,
          amount: cents / 100,
          draftDate: draft.draft_on,
        },
        eventKey: `autopayReminder:${draftKey}`,
      },
    );
  });
}

/** Claims the draft when it is due and Pay Now is on; the row as the claim left it, or null. */
async function claimed(services: RunnerServices, draftKey: string, today: string) {
  const at = services.clock.now().toISOString();
  // Pay Now switched off (spec 000 §2, the second flag): the draft waits, unclaimed, for the first run
  // after the switch is back on (decision 031). Read per charge, so a switch flipped mid-run counts.
  if (await isPayNowSwitchedOff(services.db)) {
    await holdDraft(services.db, draftKey, { today, message: autopayMessages.heldForMaintenance, at });
    return null;
  }
  const window = claimWindow(services.config);
  const won = await claimDraftForCharge(services.db, draftKey, {
    holder: window.holder,
    until: window.until,
    today,
    at,
  });
  // The row as this claim left it: what was read before may be another instance's moment.
  return won ? ((await findDraft(services.db, draftKey)) ?? null) : null;
}

export async function charge(services: RunnerServices, draftKey: string, today: string) {
  const found = await findDraft(services.db, draftKey);
  const enrolment = found && (await findEnrolment(services.db, found.enrolment_id));
  if (!found || !enrolment) return;
  const held = await claimed(services, draftKey, today);
  if (!held) return;
  const draft = statusBefore(held);
  const attempts = held.attempts;
  const card = await ownedCard(services, enrolment.person_id, enrolment.card_id).catch(() => null);
  if (!card) {
    await giveUp(services, draft, enrolment, { attempts, reason: "the saved card was removed", today });
    return;
  }
  let owed: Owed;
  try {
    owed = await amountOwed(services, enrolment, draft.draft_on);
  } catch {
    // Billing did not answer: nothing was charged; the next run (every 15 s) tries again.
    await release(services, draft, billingDidNotAnswer);
    return;
  }
  const at = services.clock.now().toISOString();
  if (owed.cents === 0) {
    await finishDraft(services.db, draftKey, {
      status: "skipped",
      amount_cents: 0,
      message: "Nothing was due on the due date.",
      updated_at: at,
    });
    return;
  }
  await chargeCard(services, { held, draft, enrolment, card, owed, today });
}

async function chargeCard(
  services: RunnerServices,
  work: {
    held: AutopayDraftsTable;
    draft: AutopayDraftsTable;
    enrolment: AutopayEnrolmentsTable;
    card: Parameters<typeof tokenCardOf>[0];
    owed: Owed;
    today: string;
  },
) {
  const { draft, enrolment, owed, today } = work;
  const cents = owed.cents;
  const payer: Payer = {
    kind: "autopay",
    enrolmentId: enrolment.enrolment_id,
    personId: enrolment.person_id,
    accountId: enrolment.account_id,
  };
  try {
    const result = await payByToken(
      services,
      payer,
      {
        accounts: [{ accountId: enrolment.account_id, amount: cents / 100 }],
        card: tokenCardOf(work.card),
        receiptEmail: enrolment.receipt_email,
        customerRef: "AUTOPAY",
        ...(owed.summary ? { summariesRead: [owed.summary] } : {}),
      },
      {
        checkoutMade: (invoice) =>
          setDraftInvoice(services.db, draft.draft_key, invoice, cents).then(() => undefined),
      },
    );
    const at = services.clock.now().toISOString();
    await gatewayAnswered(services.db, at);
    if (!result.approved) {
      await declined(services, { ...draft, amount_cents: cents }, enrolment, {
        attempts: work.held.attempts,
        reason: result.message,
        declinedOn: today,
      });
      return;
    }
    const finished = await finishDraft(services.db, draft.draft_key, {
      status: "approved",
      amount_cents: cents,
      message: null,
      updated_at: at,
    });
    if (finished) {
      await textToPerson(services, {
        personId: enrolment.person_id,
        accountId: enrolment.account_id,
        event: { kind: "autopayApproved", account: enrolment.account_id, amount: cents / 100 },
        eventKey: `autopayApproved:${draft.draft_key}`,
      });
    }
    const reminded = work.held.reminded_cents;
    if (finished && reminded !== null && reminded !== cents) {
      await services.mailer.queue(
        amountChangedMail(enrolment.receipt_email, {
          accountId: enrolment.account_id,
          remindedCents: reminded,
          chargedCents: cents,
          draftOn: draft.draft_on,
        }),
      );
    }
  } catch (error) {
    await afterFailure(services, work, error);
  }
}

/** A charge that threw: not attempted, left to reconciliation, refused for good, or billing's fault. */
async function afterFailure(
  services: RunnerServices,
  work: {
    held: AutopayDraftsTable;
    draft: AutopayDraftsTable;
    enrolment: AutopayEnrolmentsTable;
    today: string;
  },
  error: unknown,
) {
  const invoice =
    isFailure(error) && typeof error.details?.invoice === "string" ? error.details.invoice : null;
  // The gateway refused the request itself (credentials, signature, clock, terminal), or was
  // unavailable before any checkout: nothing was attempted; never the customer's decline.
  if (isFailure(error, "gateway-refused") || (isFailure(error, "gateway-unavailable") && invoice === null)) {
    await notAttempted(services, work.draft, { reason: error.message, invoice });
    await tellOperationsOnce(services);
    return;
  }
  if (invoice !== null) {
    // The checkout exists and its outcome is not known yet: reconciliation settles the checkout,
    // and `settleChargingDrafts` the draft from it. It is never charged again meanwhile.
    return;
  }
  if (isFailure(error, "not-allowed", "refused")) {
    await giveUp(services, work.draft, work.enrolment, {
      attempts: work.held.attempts,
      reason: error.message,
      today: work.today,
    });
    return;
  }
  await release(services, work.draft, billingDidNotAnswer);
}
