/**
 * How the simulator decides a transaction's outcome, deterministically, in this order:
 * 1. a forced outcome set through the control API (`PUT /__control/next-outcome`), used once;
 * 2. a forced outcome rule (`POST /__control/forced-outcomes`) for this card, amount or any, used N times;
 * 3. a test card whose table entry is not "approve" (decline or error cards);
 * 4. a trigger amount, $5,000.00 to $5,999.99 (`triggerAmountOutcome`): cents other than .00 are the
 *    EXact (gateway) error code when that code is listed ($5,000.42 gives EXact 42 "Unable to Send
 *    Transaction": activemerchant's remote tests against the demo, `test_trans_error`, "ask for
 *    error 42 (unable to send trans) as the cents bit"), else the whole dollars above 5,000 are the
 *    bank response code when listed ($5,521.00 gives 521 Insufficient funds), else the recorded
 *    decline 605 (`test_unsuccessful_purchase`, $5,013.00: "Transaction Normal", not approved);
 * 5. a cents trigger at an everyday amount (under $1,000.00): .51 declines 521 Insufficient funds,
 *    .30 530 Do Not Honor, .22 522 Card is expired, .31 531 CVV2/VAK Failure, .42 is gateway error 42;
 * 6. otherwise the bank approves (100 Approved).
 */
import type { CardBrand } from "./cards";
import { type BankResponse, bankResponse, type ExactResponse, exactResponse } from "./responses";

/** What the bank (or the gateway) answers: a bank response code, or a gateway error code. */
export type OutcomeSpec = { kind: "bank"; code: string } | { kind: "error"; exactCode: string };

export const APPROVE: OutcomeSpec = { kind: "bank", code: "100" };

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: OutcomeSpec;
  description: string;
}

const card = (number: string, brand: CardBrand, outcome: OutcomeSpec, description: string): TestCard => ({
  number,
  brand,
  outcome,
  description,
});
const declines = (code: string): OutcomeSpec => ({ kind: "bank", code });
const gatewayError: OutcomeSpec = { kind: "error", exactCode: "42" };

/** Test cards. Any expiry in the future and any 3–4 digit CVV work with every one of them. */
export const TEST_CARDS: readonly TestCard[] = [
  card("4111111111111111", "visa", APPROVE, "Approved"),
  card("4012888888881881", "visa", APPROVE, "Approved"),
  card("5500000000000004", "mastercard", APPROVE, "Approved"),
  card("5555555555554444", "mastercard", APPROVE, "Approved"),
  card("2223000048400011", "mastercard", APPROVE, "Approved (2-series Mastercard)"),
  card("6011000000000004", "discover", APPROVE, "Approved"),
  card("6011111111111117", "discover", APPROVE, "Approved"),
  card("6510000000000000", "discover", APPROVE, "Approved (65 prefix)"),
  card("4000000000009995", "visa", declines("521"), "Declined: 521 Insufficient funds"),
  card("5105105105105100", "mastercard", declines("521"), "Declined: 521 Insufficient funds"),
  card("6011000000000012", "discover", declines("521"), "Declined: 521 Insufficient funds"),
  card("4000000000000002", "visa", declines("530"), "Declined: 530 Do Not Honor"),
  card("5200000000000007", "mastercard", declines("530"), "Declined: 530 Do Not Honor"),
  card("6011000000000020", "discover", declines("530"), "Declined: 530 Do Not Honor"),
  card("4000000000000069", "visa", declines("522"), "Declined: 522 Card is expired"),
  card("5200000000000015", "mastercard", declines("522"), "Declined: 522 Card is expired"),
  card("4000000000000127", "visa", declines("531"), "Declined: 531 CVV2/VAK Failure (CVV mismatch)"),
  card("5200000000000023", "mastercard", declines("531"), "Declined: 531 CVV2/VAK Failure (CVV mismatch)"),
  card("4000000000000101", "visa", declines("201"), "Declined: 201 Invalid CC Number"),
  card("5200000000000031", "mastercard", declines("201"), "Declined: 201 Invalid CC Number"),
  card("4000000000000119", "visa", gatewayError, "Gateway error: EXact 42 Unable to Send Transaction"),
  card("5200000000000049", "mastercard", gatewayError, "Gateway error: EXact 42 Unable to Send Transaction"),
];

export function testCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((candidate) => candidate.number === number);
}

/**
 * The demo's trigger range, "dollar amount 5,000 + error" (activemerchant `remote_firstdata_e4_test.rb`
 * and `remote_firstdata_e4_v27_test.rb`, `test_unsuccessful_purchase` and `test_trans_error`):
 * $5,000.00 up to $5,999.99.
 */
export const TRIGGER_AMOUNT_FROM_CENTS = 500_000;
export const TRIGGER_AMOUNT_BELOW_CENTS = 600_000;
/**
 * The bank code the demo answers for "5,000 + error" when the error is no bank code of the table:
 * the remote tests' $5,013.00 ("ask for error 13 response (Amount Error)") is declined with EXact 00
 * "Transaction Normal", and the one recorded answer to it (activemerchant `firstdata_e4_test.rb` and
 * `firstdata_e4_v27_test.rb`, `failed_purchase_response`) is bank 605 "Invalid Expiration Date".
 */
export const TRIGGER_FALLBACK_BANK_CODE = "605";

/**
 * What a trigger amount selects: non-zero cents that are a listed EXact code are that gateway
 * error ($5,000.42 → 42); otherwise the whole dollars above 5,000 are the bank code when listed
 * ($5,521.00 → 521, $5,100.00 → 100 Approved), else the recorded decline 605 ($5,013.00).
 * $5,000.00 itself asks for no error; amounts outside the range select nothing.
 */
export function triggerAmountOutcome(amountCents: number): OutcomeSpec | null {
  if (amountCents < TRIGGER_AMOUNT_FROM_CENTS || amountCents >= TRIGGER_AMOUNT_BELOW_CENTS) return null;
  const cents = String(amountCents % 100).padStart(2, "0");
  if (cents !== "00" && exactResponse(cents)) return { kind: "error", exactCode: cents };
  const code = String(Math.floor(amountCents / 100) - 5000).padStart(3, "0");
  if (bankResponse(code)) return { kind: "bank", code };
  return code === "000" ? null : { kind: "bank", code: TRIGGER_FALLBACK_BANK_CODE };
}

/** Amounts under this many cents are looked at by the cents triggers. */
export const CENTS_TRIGGER_BELOW_CENTS = 100_000;

/** The cents triggers: everyday amounts that decline or fail, like the real demo gateway's trigger amounts. */
export const CENTS_TRIGGERS: Readonly<Record<string, OutcomeSpec>> = {
  "51": declines("521"),
  "30": declines("530"),
  "22": declines("522"),
  "31": declines("531"),
  "42": gatewayError,
};

/** The outcome an everyday amount's cents select ($25.51 → 521 Insufficient funds), if any. */
export function centsTriggerOutcome(amountCents: number): OutcomeSpec | null {
  if (amountCents >= CENTS_TRIGGER_BELOW_CENTS) return null;
  return CENTS_TRIGGERS[String(amountCents % 100).padStart(2, "0")] ?? null;
}

/**
 * Parses a forced next outcome: "approve", "decline:<bank code>" (a non-approval code of the bank
 * table), "error" (EXact 42) or "error:<EXact code>" (any listed code but 00). Null when invalid.
 */
export function parseOutcome(value: string): OutcomeSpec | null {
  if (value === "approve") return APPROVE;
  if (value === "error") return gatewayError;
  const decline = /^decline:(\d{3})$/.exec(value);
  if (decline) {
    const response = bankResponse(decline[1] ?? "");
    return response && response.type !== "S" ? { kind: "bank", code: response.code } : null;
  }
  const error = /^error:(\w{2})$/.exec(value);
  if (error) {
    const response = exactResponse(error[1] ?? "");
    return response && response.code !== "00" ? { kind: "error", exactCode: response.code } : null;
  }
  return null;
}

/** The control API's spelling of an outcome. */
export function describeOutcome(outcome: OutcomeSpec): string {
  if (outcome.kind === "error") return `error:${outcome.exactCode}`;
  const response = bankResponse(outcome.code);
  return response?.type === "S" ? "approve" : `decline:${outcome.code}`;
}

/** What decided an outcome; "validation" is the gateway refusing bad card data (direct API). */
export type DecidedBy =
  | "next-outcome"
  | "forced-outcome"
  | "test-card"
  | "trigger-amount"
  | "cents-trigger"
  | "default"
  | "validation";

export type DecidedOutcome =
  | { kind: "approved"; bank: BankResponse; decidedBy: DecidedBy }
  | { kind: "declined"; bank: BankResponse; decidedBy: DecidedBy }
  | { kind: "error"; exact: ExactResponse; decidedBy: DecidedBy };

export interface OutcomeInput {
  cardNumber: string;
  amountCents: number;
  /** The forced outcome, if one is pending. */
  nextOutcome: OutcomeSpec | null;
  /** The outcome of a forced outcome rule that applies to this card or amount. */
  forcedOutcome?: OutcomeSpec | null;
}

export function decideOutcome(input: OutcomeInput): DecidedOutcome {
  if (input.nextOutcome) return resolve(input.nextOutcome, "next-outcome");
  if (input.forcedOutcome) return resolve(input.forcedOutcome, "forced-outcome");
  const listed = testCard(input.cardNumber);
  if (listed && !(listed.outcome.kind === "bank" && listed.outcome.code === "100")) {
    return resolve(listed.outcome, "test-card");
  }
  const triggered = triggerAmountOutcome(input.amountCents);
  if (triggered) return resolve(triggered, "trigger-amount");
  const cents = centsTriggerOutcome(input.amountCents);
  if (cents) return resolve(cents, "cents-trigger");
  return resolve(APPROVE, "default");
}

function resolve(outcome: OutcomeSpec, decidedBy: DecidedBy): DecidedOutcome {
  if (outcome.kind === "error") {
    const exact = exactResponse(outcome.exactCode);
    if (!exact) throw new Error(`Unknown EXact response code ${outcome.exactCode}`);
    return { kind: "error", exact, decidedBy };
  }
  const bank = bankResponse(outcome.code);
  if (!bank) throw new Error(`Unknown bank response code ${outcome.code}`);
  return { kind: bank.type === "S" ? "approved" : "declined", bank, decidedBy };
}
