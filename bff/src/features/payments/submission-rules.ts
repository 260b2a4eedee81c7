/**
 * The rules of "one submission, one charge": who submitted, what counts as the same request, and
 * what a repeat of an idempotency key gets. Pure; the claim itself is in payment-submissions.ts.
 */
import { createHash } from "node:crypto";
import type { GetFpHashRequest, PayeezyRequest } from "@paygpa/contract";
import type { Payer } from "./payer";
import type { PaymentSubmissionsTable } from "./submissions.table";

/** A key is one person's (or one quick-pay token's): another submitter's key is another submission. */
export function submitterOf(payer: Payer): string {
  if (payer.kind === "customer") return `customer:${payer.personId}`;
  if (payer.kind === "admin") return `admin:${payer.adminId}`;
  if (payer.kind === "autopay") return `autopay:${payer.enrolmentId}`;
  return `quickpay:${payer.tokenHash}`;
}

function digest(route: string, details: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([route, details]))
    .digest("hex");
}

const linesOf = (accounts: readonly { accountId: string; amount: number }[]) =>
  accounts.map((line) => [line.accountId, line.amount]);

/**
 * The card dialog's request as compared between repeats: accounts, amounts, the card's brand, holder,
 * last four digits and expiry, and the receipt address. Never the full number, the CVV or the zip:
 * a digest of those could be brute-forced back.
 */
export function payeezyDigest(request: PayeezyRequest): string {
  const digits = request.card_num.replace(/\D/g, "");
  return digest("payeezy", [
    linesOf(request.accounts),
    request.card_type,
    request.card_holder.trim(),
    digits.slice(-4),
    digits.length,
    request.exp_date.replace(/\D/g, ""),
    request.confirmationEmail.trim().toLowerCase(),
  ]);
}

export function fpHashDigest(request: GetFpHashRequest): string {
  return digest("get-fphash", [linesOf(request.accounts), request.type ?? null]);
}

export type Repeat =
  /** Another request under the same key: refused, nothing is charged. */
  | { kind: "refuse" }
  /** The first submission has answered: the same answer again. */
  | { kind: "answer"; status: number; body: unknown }
  /** The first submission is still running: wait for it. */
  | { kind: "wait" };

/** What a submission whose key is already claimed gets. */
export function repeatOf(
  claimed: Pick<PaymentSubmissionsTable, "request_digest" | "state" | "answer_status" | "answer">,
  requestDigest: string,
): Repeat {
  if (claimed.request_digest !== requestDigest) return { kind: "refuse" };
  if (claimed.state === "done" && claimed.answer_status !== null && claimed.answer !== null) {
    return { kind: "answer", status: claimed.answer_status, body: JSON.parse(claimed.answer) };
  }
  return { kind: "wait" };
}

/**
 * A second approved transaction for a checkout already approved with another tag: the customer was
 * charged twice, and the second charge is refunded. The checkout's own (posted) tag never is.
 */
export function isDuplicateApproval(
  checkout: { status: string; gateway_tag: string | null },
  approvedTag: string | undefined,
): approvedTag is string {
  return checkout.status === "approved" && !!approvedTag && approvedTag !== checkout.gateway_tag;
}

/** Retries of a refund the gateway could not be reached for: 5 s doubling up to 5 minutes. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 5 * 60_000);
}

/** After this many unreachable attempts, a refund is left to staff. */
export const REFUND_MAX_ATTEMPTS = 20;
