/**
 * Posting approved payment lines to billing through the outbox: each row is tried until billing
 * confirms (make-payment, the payment key sent as the tender's external reference; a line tried
 * before is first looked up by it). Every transient answer (no answer, 408, 429, 5xx, a "try again"
 * message, an unparseable answer) is tried again with backoff for the whole retry window; billing's
 * business refusal gives up at once (decision 027), as does the window's end, and a
 * give-up is never silent: an error in the log, an e-mail to operations and a 'Failed' line staff
 * can list (`listPaymentsNeedingAttention`, posting-outcomes.repository.ts). One run at a time per instance; several instances share
 * the outbox line by line through row claims (decision 020).
 */
import { queueAccountText } from "../../notifications";
import {
  describeBillingFailure,
  isTransientBillingFailure,
  retryAfterMs,
} from "../../../integrations/billing";
import type { Services } from "../../../services";
import { formatCents } from "../payment-rules";
import { claimWindow } from "../../../platform/jobs";
import { markPosted, markPostingGivenUp, markPostingRetry } from "./posting-outcomes.repository";
import { claimDuePosting } from "./posting-claims.repository";
import { afterFailedPosting } from "./posting-rules";

// Keyed by the dependencies object: one run at a time per BFF (callers pass the same one).
const running = new WeakMap<object, Promise<PostingRun>>();

export interface PostingRun {
  posted: number;
  failed: number;
  retrying: number;
}

type DuePosting = NonNullable<Awaited<ReturnType<typeof claimDuePosting>>>;

/** At most this many lines per run; the next run takes the rest. */
const LINES_PER_RUN = 100;

/** Posts every due outbox row once; callers arriving during a run share it. */
export function runPostingOutbox(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "logger" | "mailer">,
): Promise<PostingRun> {
  let run = running.get(services);
  if (!run) {
    run = postDue(services).finally(() => running.delete(services));
    running.set(services, run);
  }
  return run;
}

/** Starts a run in the background right after a payment settles (errors are logged, never thrown). */
export function kickPostingOutbox(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "logger" | "mailer">,
): void {
  runPostingOutbox(services).catch((error: unknown) =>
    services.logger.error("posting run failed", { error: String(error) }),
  );
}

/** Waits for a run in progress, if any (close() calls it before the database closes). */
export async function settlePostingRuns(services: object): Promise<void> {
  await running.get(services)?.catch(() => undefined);
}

async function postDue(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "logger" | "mailer">,
): Promise<PostingRun> {
  const run: PostingRun = { posted: 0, failed: 0, retrying: 0 };
  let afterId = 0;
  for (let taken = 0; taken < LINES_PER_RUN; taken++) {
    // One line at a time, claimed for this instance (decision 020): another instance running at the
    // same moment takes other lines, and a line whose claimer crashed is taken after its claim ends.
    const due = services.clock.now().toISOString();
    const posting = await claimDuePosting(services.db, { afterId, due, ...claimWindow(services.config) });
    if (!posting) break;
    afterId = posting.id;
    try {
      const answer = await postOnce(services, posting);
      await markPosted(services.db, posting, answer.paymentId, services.clock.now().toISOString());
      run.posted++;
      // "My payment has posted" by text, to whoever chose it for the account (decision 039).
      await queueAccountText(services, {
        accountId: posting.account_id,
        notice: "paymentPosted",
        event: { kind: "paymentPosted", account: posting.account_id, amount: posting.amount_cents / 100 },
        eventKey: `paymentPosted:${posting.payment_key}`,
      });
    } catch (error) {
      if ((await recordFailedAttempt(services, posting, error)) === "give-up") run.failed++;
      else run.retrying++;
    }
  }
  return run;
}

/**
 * Exactly once without help from billing (decision 007, decision 027): the line's payment key goes
 * as the tender's external reference, and a line tried before — whose answer may have been lost
 * after billing posted it — is first looked up by that reference; found, it is not posted again.
 */
async function postOnce(services: Pick<Services, "billing">, posting: DuePosting) {
  if (posting.attempts > 0) {
    const [held] = await services.billing.paymentsByExternalReference(posting.payment_key);
    if (held) return held;
  }
  return services.billing.makePayment({
    accountId: posting.account_id,
    amount: formatCents(posting.amount_cents),
    paymentSource: posting.payment_source,
    externalReferenceId: posting.payment_key,
  });
}

async function recordFailedAttempt(
  services: Pick<Services, "clock" | "config" | "db" | "logger" | "mailer">,
  posting: DuePosting,
  error: unknown,
): Promise<"retry" | "give-up"> {
  const now = services.clock.now();
  const failure = describeBillingFailure(error);
  const attempts = posting.attempts + 1;
  const next = afterFailedPosting({
    transient: isTransientBillingFailure(failure),
    reason: failure.reason,
    attempts,
    ageMs: now.getTime() - Date.parse(posting.created_at),
    windowMs: services.config.payments.postingRetryWindowMinutes * 60_000,
    retryAfterMs: retryAfterMs(failure.retryAfter, now),
  });
  const fields = {
    invoice: posting.invoice_num,
    lineId: posting.line_id,
    accountId: posting.account_id,
    amount: formatCents(posting.amount_cents),
    paymentKey: posting.payment_key,
    attempts,
  };
  if (next.kind === "retry") {
    const nextAttemptAt = new Date(now.getTime() + next.delayMs).toISOString();
    await markPostingRetry(services.db, posting, { error: failure.reason, nextAttemptAt });
    services.logger.info("posting to billing: will try again", {
      ...fields,
      reason: failure.reason,
      nextAttemptAt,
    });
    return "retry";
  }
  await services.db.transaction().execute(async (trx) => {
    await markPostingGivenUp(trx, posting, { reason: next.reason, at: now.toISOString() });
    await services.mailer.queue(operationsMail(services, posting, next.reason), trx);
  });
  services.logger.error("approved payment line NOT posted to billing: staff must post it", {
    ...fields,
    reason: next.reason,
  });
  return "give-up";
}

/** The e-mail to operations for a line given up: what to post by hand, and the key that makes it safe. */
function operationsMail(services: Pick<Services, "config">, posting: DuePosting, reason: string) {
  const amount = formatCents(posting.amount_cents);
  return {
    kind: "posting-failed",
    to: services.config.payments.operationsEmail,
    subject: `PayGPA: approved payment not posted to billing (invoice ${posting.invoice_num}, account ${posting.account_id})`,
    text: [
      "An approved card payment could not be posted to billing and needs to be posted by hand.",
      "",
      `Invoice: ${posting.invoice_num}`,
      `Line: ${posting.line_id}`,
      `Account: ${posting.account_id}`,
      `Amount: $${amount}`,
      `Payment key: ${posting.payment_key} (the tender's external reference: search billing for it before posting)`,
      `Approved at: ${posting.created_at}`,
      `Attempts: ${posting.attempts + 1}`,
      `Reason: ${reason}`,
    ].join("\n"),
  };
}
