/**
 * Forced outcomes for QA scripts and trainers: "the next N transactions of this card (or of this
 * amount, or any) approve / decline with bank code X / fail with a gateway error / time out". They
 * stand beside the test cards, the trigger amounts and the one-shot next outcome, and are used up
 * one transaction at a time. The real gateway has no such control: its demo environment decides by
 * card number and amount only (Payeezy Gateway "Testing: Test Credit Card Numbers" and "Testing:
 * Trigger Amounts" support articles).
 */
import { createHash } from "node:crypto";
import { type OutcomeSpec, describeOutcome, parseOutcome } from "./outcomes";

/** A forced outcome: one of the outcomes, or a timeout (the answer never comes, nothing is charged). */
export type ForcedSpec = OutcomeSpec | { kind: "timeout" };

export interface ForcedOutcomeRule {
  outcome: ForcedSpec;
  /** Transactions left to force. */
  remaining: number;
  /** SHA-256 of the card number the rule is limited to (never the number itself), with its last 4. */
  card: { hash: string; last4: string } | null;
  /** The amount the rule is limited to, in cents. */
  amountCents: number | null;
  /** For a timeout: how long the answer is held before the connection is dropped. */
  timeoutMs: number | null;
}

export const MAX_FORCED_COUNT = 1000;
export const MAX_TIMEOUT_MS = 300_000;

export function cardHash(digits: string): string {
  return createHash("sha256").update(`paygpa-forced-outcome:${digits}`).digest("hex");
}

export type ForcedRuleInput = {
  outcome?: unknown;
  count?: unknown;
  card?: unknown;
  amount?: unknown;
  timeoutMs?: unknown;
};

/** Parses a control request into a rule, or the reason it is invalid. */
export function parseForcedRule(input: ForcedRuleInput): ForcedOutcomeRule | string {
  const outcomeText = typeof input.outcome === "string" ? input.outcome : "";
  const outcome: ForcedSpec | null =
    outcomeText === "timeout" ? { kind: "timeout" } : parseOutcome(outcomeText);
  if (!outcome) {
    return 'outcome must be "approve", "decline:<bank code>", "error", "error:<EXact code>" or "timeout"';
  }
  const count = input.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_FORCED_COUNT) {
    return `count must be a whole number from 1 to ${MAX_FORCED_COUNT}`;
  }
  let card: ForcedOutcomeRule["card"] = null;
  if (input.card !== undefined) {
    const digits = typeof input.card === "string" ? input.card.replace(/[\s-]/g, "") : "";
    if (!/^\d{12,19}$/.test(digits)) return "card must be a card number of 12 to 19 digits";
    card = { hash: cardHash(digits), last4: digits.slice(-4) };
  }
  let amountCents: number | null = null;
  if (input.amount !== undefined) {
    const text = typeof input.amount === "number" ? input.amount.toFixed(2) : String(input.amount);
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text) || Number(text) <= 0)
      return "amount must be a positive dollar amount";
    amountCents = Math.round(Number(text) * 100);
  }
  let timeoutMs: number | null = null;
  if (outcome.kind === "timeout") {
    const value = input.timeoutMs ?? null;
    if (value !== null && (typeof value !== "number" || value < 1 || value > MAX_TIMEOUT_MS)) {
      return `timeoutMs must be from 1 to ${MAX_TIMEOUT_MS}`;
    }
    timeoutMs = value;
  }
  return { outcome, remaining: count, card, amountCents, timeoutMs };
}

/** The first rule that applies to this card and amount, or undefined. */
export function matchingRule(
  rules: readonly ForcedOutcomeRule[],
  digits: string,
  amountCents: number,
): ForcedOutcomeRule | undefined {
  const hash = cardHash(digits);
  return rules.find(
    (rule) =>
      rule.remaining > 0 &&
      (rule.card === null || rule.card.hash === hash) &&
      (rule.amountCents === null || rule.amountCents === amountCents),
  );
}

/** A rule as the control API shows it: the card as its last four digits only. */
export function describeRule(rule: ForcedOutcomeRule): Record<string, unknown> {
  return {
    outcome: rule.outcome.kind === "timeout" ? "timeout" : describeOutcome(rule.outcome),
    remaining: rule.remaining,
    card: rule.card ? `############${rule.card.last4}` : null,
    amount: rule.amountCents === null ? null : (rule.amountCents / 100).toFixed(2),
    ...(rule.timeoutMs === null ? {} : { timeoutMs: rule.timeoutMs }),
  };
}
