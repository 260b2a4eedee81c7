/**
 * Posting approved payment lines to billing through the outbox: each row is tried until billing
 * confirms (make-payment, idempotent by payment key), with backoff while billing is down or slow;
 * after the retry window the line is marked 'Failed' for staff to see. One run at a time.
 */
import { CcbRejected } from "../billing/ccb-client";
import type { Services } from "../services";
import { formatCents, postingBackoffMs } from "./payment-rules";
import { duePostings, markPosted, markPostingAttemptFailed } from "./payments.repository";

const running = new WeakMap<Services, Promise<PostingRun>>();

export interface PostingRun {
  posted: number;
  failed: number;
  retrying: number;
}

/** Posts every due outbox row once; callers arriving during a run share it. */
export function runPostingOutbox(services: Services): Promise<PostingRun> {
  let run = running.get(services);
  if (!run) {
    run = postDue(services).finally(() => running.delete(services));
    running.set(services, run);
  }
  return run;
}

/** Starts a run in the background right after a payment settles (errors are logged, never thrown). */
export function kickPostingOutbox(services: Services): void {
  runPostingOutbox(services).catch((error: unknown) =>
    services.logger.error("posting run failed", { error: String(error) }),
  );
}

/** Waits for a run in progress, if any (close() calls it before the database closes). */
export async function settlePostingRuns(services: Services): Promise<void> {
  await running.get(services)?.catch(() => undefined);
}

async function postDue(services: Services): Promise<PostingRun> {
  const run: PostingRun = { posted: 0, failed: 0, retrying: 0 };
  const now = services.clock.now();
  const windowMs = services.config.payments.postingRetryWindowMinutes * 60_000;
  for (const posting of await duePostings(services.db, now.toISOString(), 100)) {
    try {
      const answer = await services.ccb.makePayment({
        AccountID: posting.account_id,
        amount: formatCents(posting.amount_cents),
        method: "PG001",
        cardCharge: "0.00",
        paymentSource: posting.payment_source,
        paymentKey: posting.payment_key,
      });
      await markPosted(services.db, posting, answer.paymentId, services.clock.now().toISOString());
      run.posted++;
    } catch (error) {
      // Billing refusing the request itself (4xx) will not heal by waiting; anything else is retried.
      const refused = error instanceof CcbRejected;
      const giveUp = refused || now.getTime() - Date.parse(posting.created_at) >= windowMs;
      const attempts = posting.attempts + 1;
      await markPostingAttemptFailed(services.db, posting, {
        error: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(now.getTime() + postingBackoffMs(attempts)).toISOString(),
        giveUp,
      });
      services.logger.error("posting to billing failed", {
        postingId: posting.id,
        accountId: posting.account_id,
        attempts,
        giveUp,
      });
      if (giveUp) run.failed++;
      else run.retrying++;
    }
  }
  return run;
}
