import { findCheckout } from "../payments";
import { textToPerson } from "../notifications";
import { declinedMail } from "./autopay-mail";
import { gatewayAnswered, notAttempted } from "./autopay-not-attempted";
import { afterDecline, utilityDay } from "./autopay-rules";
import { chargingDrafts, findEnrolment, finishDraft } from "./autopay.repository";
import type { AutopayDraftsTable, AutopayEnrolmentsTable } from "./autopay.table";

import type { RunnerServices } from "./autopay-services";

export type { RunnerServices } from "./autopay-services";

/** Gives a claimed draft back as it was before the claim: nothing reached the gateway. */
export function release(services: RunnerServices, draft: AutopayDraftsTable, message: string | null) {
  return finishDraft(services.db, draft.draft_key, {
    status: draft.status,
    attempts: draft.attempts,
    invoice_num: null,
    message,
    updated_at: services.clock.now().toISOString(),
  });
}

/**
 * A decline by the card's issuer: the customer is told at once; the first retries 2 days after the
 * day of this decline, the second stops (decision 031).
 */
export async function declined(
  services: RunnerServices,
  draft: AutopayDraftsTable,
  enrolment: AutopayEnrolmentsTable,
  outcome: { attempts: number; reason: string; declinedOn: string },
) {
  const { attempts, reason } = outcome;
  const next = afterDecline(attempts, outcome.declinedOn);
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
    // Declined: what to do, by text too (decision 039); once per draft and attempt.
    await textToPerson(
      { db: trx, clock: services.clock, logger: services.logger },
      {
        personId: enrolment.person_id,
        accountId: enrolment.account_id,
        event: {
          kind: "autopayDeclined",
          account: enrolment.account_id,
          amount: (draft.amount_cents ?? 0) / 100,
          dueDate: draft.draft_on,
        },
        eventKey: `autopayDeclined:${draft.draft_key}:${attempts}`,
      },
    );
  });
}

/** A draft that cannot be charged at all (card removed, account refused): stopped and said so. */
export async function giveUp(
  services: RunnerServices,
  draft: AutopayDraftsTable,
  enrolment: AutopayEnrolmentsTable,
  outcome: { attempts: number; reason: string; today: string },
) {
  await declined(services, draft, enrolment, {
    attempts: Math.max(outcome.attempts, 2),
    reason: outcome.reason,
    declinedOn: outcome.today,
  });
}

/** A 'charging' draft as it was before its claim: its attempt not counted. */
export function statusBefore(draft: AutopayDraftsTable): AutopayDraftsTable {
  const attempts = draft.attempts - 1;
  const status = attempts >= 1 ? "retry" : draft.reminded_at ? "reminded" : "scheduled";
  return { ...draft, status, attempts };
}

/**
 * Drafts left 'charging': from the checkout when it has one (approved, declined; an error charged
 * nothing and is tried again), or given back when the instance that claimed it stopped before any
 * checkout was made (its claim ran out).
 */
export async function settleChargingDrafts(services: RunnerServices) {
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
      await gatewayAnswered(services.db, now);
    } else if (checkout.status === "declined") {
      await declined(services, draft, enrolment, {
        attempts: draft.attempts,
        reason: checkout.issuer_message ?? "declined",
        declinedOn: utilityDay(new Date(checkout.created_at)),
      });
      await gatewayAnswered(services.db, now);
    } else {
      // The gateway has no charge for it: nothing was attempted, not a decline.
      await notAttempted(services, statusBefore(draft), {
        reason: checkout.gateway_message ?? "the card gateway did not process it",
        invoice: draft.invoice_num,
      });
    }
  }
}
