/**
 * Payments that need a hand (beyond the spec): approved lines whose posting to billing failed or is
 * still being retried, and 'Post again' (levels 1 and 3, audited). Posting again first looks the
 * line's payment key (`PAYGPA-{invoice}-{line}`, the tender's external reference) up in billing: a
 * line billing already has is answered with that payment and never posted twice (decision 007).
 */
import type { PaymentNeedingAHand, PostAgainResponse } from "@paygpa/contract";
import { reportMessages } from "@paygpa/contract";
import { recordAudit } from "../../../platform/audit";
import { fail } from "../../../platform/failures";
import type { Services } from "../../../services";
import { findPostingOfLine, makePostingDueNow, postingsNeedingAHand } from "./needing-a-hand.repository";
import { runPostingOutbox } from "./posting-worker";

export async function listPaymentsNeedingAHand(
  services: Pick<Services, "db">,
): Promise<PaymentNeedingAHand[]> {
  const rows = await postingsNeedingAHand(services.db);
  return rows.map((row) => ({
    lineId: row.line_id,
    invoice: row.invoice_num,
    accountId: row.account_id,
    amount: row.amount_cents / 100,
    paymentKey: row.payment_key,
    state: row.status === "failed" ? "failed" : "retrying",
    error: row.last_error,
    attempts: row.attempts,
    approvedAt: row.created_at,
    lastOrNextAt: row.next_attempt_at,
    transactionTag: row.gateway_tag,
    customerName: row.customer_name,
    mode: row.mode,
  }));
}

type PostAgainDeps = Pick<Services, "billing" | "clock" | "config" | "db" | "logger" | "mailer">;

/** One more attempt now; the answer says what billing did. A line already in billing is not sent. */
export async function postAgain(
  services: PostAgainDeps,
  lineId: number,
  admin: { username: string },
): Promise<PostAgainResponse> {
  const before = await findPostingOfLine(services.db, lineId);
  if (!before) throw fail.notFound("NOT_FOUND", reportMessages.notNeedingAHand);
  const answer = await attempt(services, before);
  await recordAudit(services.db, {
    at: services.clock.now().toISOString(),
    actor: admin.username,
    action: "payment-posted-again",
    subject: before.invoice_num,
    details: {
      lineId,
      accountId: before.account_id,
      paymentKey: before.payment_key,
      outcome: answer.outcome,
    },
  });
  return answer;
}

async function attempt(
  services: PostAgainDeps,
  before: { line_id: number; status: string; attempts: number },
): Promise<PostAgainResponse> {
  const lineId = before.line_id;
  const now = services.clock.now().toISOString();
  if (before.status === "done" || !(await makePostingDueNow(services.db, lineId, now))) {
    const row = await findPostingOfLine(services.db, lineId);
    return {
      outcome: "already-posted",
      message: reportMessages.alreadyPosted,
      paymentId: row?.payment_id ?? null,
    };
  }
  // A run already going may have picked its rows before this one was due: run until it is tried.
  await runPostingOutbox(services);
  let after = await findPostingOfLine(services.db, lineId);
  if (after?.status === "pending" && after.attempts === before.attempts) {
    await runPostingOutbox(services);
    after = await findPostingOfLine(services.db, lineId);
  }
  if (after?.status === "done") {
    return { outcome: "posted", message: reportMessages.postedAgain, paymentId: after.payment_id };
  }
  return {
    outcome: after?.status === "failed" ? "failed" : "retrying",
    message: `${reportMessages.stillNotPosted} ${after?.last_error ?? ""}`.trim(),
    paymentId: null,
  };
}
