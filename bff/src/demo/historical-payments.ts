/**
 * Realistic historical payment attempts (built for a million payments; demo data for the reports): approved, declined and failed
 * card payments, online and phoned-in, one or two accounts each, some whose posting to billing failed
 * or is still being retried; spread over the last `days` days, deterministic from a seed. Used by the
 * demo's seed (a few hundred, on the personas' accounts) and by `npm run seed:transactions` (a million).
 */
import type { Insertable } from "kysely";
import type { CheckoutsTable } from "../features/payments/payments.table";
import { seededDraws } from "@paygpa/simulator-kit";

/** Invoices of historical payments start here: far above the live sequence (200001, …). */
export const HISTORICAL_INVOICE_BASE = 300_000_000;

export interface HistoricalLine {
  accountId: string;
  cents: number;
  billingStatus: "In CCB" | "Failed" | "Pending" | "Not Paid";
  paymentId: string | null;
  postedAt: string | null;
  /** For Failed and Pending lines: the outbox row staff see in 'needs a hand'. */
  posting: {
    status: "failed" | "pending";
    attempts: number;
    lastError: string;
    nextAttemptAt: string;
  } | null;
}

export interface HistoricalPayment {
  checkout: Insertable<CheckoutsTable>;
  lines: HistoricalLine[];
}

const DECLINES = [
  ["05", "Do Not Honor"],
  ["51", "Insufficient Funds"],
  ["54", "Expired Card"],
] as const;
const CARDS = [
  ["Visa", "CCV", "############1111"],
  ["Mastercard", "CCM", "############0004"],
] as const;
const NAMES = ["MARIA CRUZ", "JOSE SANTOS", "ANA PEREZ", "JUAN CAMACHO", "ROSA TAITANO", "TOMAS BORJA"];
const BILLING_ERRORS = ["billing refused: account is closed (400)", "no answer within 10000 ms", "HTTP 503"];

export interface GenerateOptions {
  count: number;
  seed: number;
  /** The newest instant; payments spread over the `days` before it. */
  now: Date;
  days: number;
  accounts: readonly string[];
  /** The admin who takes phoned-in payments (null: none recorded). */
  phonedInAdminId: number | null;
  /** The first payment's index (a second batch continues the numbering). */
  startAt?: number;
}

/** `count` payments, each one built from the seed and its index (a batch can be made alone). */
export function* historicalPayments(options: GenerateOptions): Generator<HistoricalPayment> {
  const next = seededDraws(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const span = options.days * 24 * 60 * 60 * 1000;
  const first = options.startAt ?? 0;
  for (let i = first; i < first + options.count; i++) {
    // Oldest first, evenly spread with a jitter: rows arrive in date order, as a real history does
    // (and the date indexes are filled at their end, which keeps a million-row seed fast).
    const offset = (i - first + next()) * (span / options.count);
    const createdAt = new Date(options.now.getTime() - span + Math.floor(offset)).toISOString();
    const invoice = String(HISTORICAL_INVOICE_BASE + i);
    const roll = next();
    const status: Attempt["status"] = roll < 0.84 ? "approved" : roll < 0.96 ? "declined" : "error";
    const phonedIn = next() < 0.12;
    const card = pick(CARDS);
    const name = pick(NAMES);
    const accountCount = next() < 0.1 ? 2 : 1;
    const lines: HistoricalLine[] = [];
    for (let n = 0; n < accountCount; n++) {
      const cents = 500 + Math.floor(next() * 60_000);
      lines.push(lineOf(status, cents, pick(options.accounts), `${invoice}-${n + 1}`, createdAt, next()));
    }
    const bank = status === "approved" ? (["100", "Approved"] as const) : pick(DECLINES);
    const channel = phonedIn || next() < 0.5 ? "hosted" : "direct";
    const adminId = phonedIn ? options.phonedInAdminId : null;
    const attempt = { i, invoice, createdAt, status, phonedIn, channel, card, name, bank, adminId } as const;
    yield { checkout: checkoutOf(attempt, lines), lines };
  }
}

interface Attempt {
  i: number;
  invoice: string;
  createdAt: string;
  status: "approved" | "declined" | "error";
  phonedIn: boolean;
  channel: "hosted" | "direct";
  card: (typeof CARDS)[number];
  name: string;
  bank: readonly [string, string];
  adminId: number | null;
}

/** The checkout row of one generated attempt, with the gateway's log as the relay would give it. */
function checkoutOf(attempt: Attempt, lines: readonly HistoricalLine[]): Insertable<CheckoutsTable> {
  const { i, invoice, createdAt, status, name } = attempt;
  const [cardType, source, masked] = attempt.card;
  const [bankCode, bankMessage] = attempt.bank;
  const amountCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const tag = status === "error" ? null : String(8_000_000_000 + i);
  const log = {
    Transaction_Approved: status === "approved" ? "YES" : "NO",
    Transaction_Tag: tag ?? "",
    x_invoice_num: invoice,
    x_amount: (amountCents / 100).toFixed(2),
    Card_Number: masked,
    CardHoldersName: name,
    Bank_Message: status === "error" ? "" : bankMessage,
    EXact_Message: status === "error" ? "No transaction at the gateway" : "Transaction Normal",
  };
  return {
    invoice_num: invoice,
    created_at: createdAt,
    created_by: attempt.phonedIn ? "admin" : "customer",
    person_id: null,
    admin_id: attempt.adminId,
    quickpay_account_id: null,
    quickpay_token_hash: null,
    mode: attempt.phonedIn ? "Phoned-In" : "Online",
    channel: attempt.channel,
    customer_class: "RESID",
    page_login: "HCO-GPA-RES",
    amount_cents: amountCents,
    currency: "USD",
    customer_name: name,
    customer_email: null,
    fp_timestamp: null,
    status,
    settled_at: createdAt,
    settled_by: "relay",
    gateway_tag: tag,
    gateway_sequence: tag ? String(100_000 + (i % 900_000)) : null,
    authorization_code: status === "approved" ? `ET${String(i % 1_000_000).padStart(6, "0")}` : null,
    issuer_code: status === "error" ? null : bankCode,
    issuer_message: status === "error" ? null : bankMessage,
    gateway_code: "00",
    gateway_message: log.EXact_Message,
    card_type: cardType,
    payment_source: source,
    card_number: masked,
    card_holder: name,
    receipt_text: null,
    code_response: JSON.stringify(log),
    final_lookup_at: createdAt,
  };
}

function lineOf(
  status: string,
  cents: number,
  accountId: string,
  paymentKeyId: string,
  createdAt: string,
  roll: number,
): HistoricalLine {
  if (status !== "approved") {
    return { accountId, cents, billingStatus: "Not Paid", paymentId: null, postedAt: null, posting: null };
  }
  // Only given-up postings: a 'retrying' one would be posted to billing by the running worker and
  // change a demo account's balance.
  if (roll < 0.03) {
    return {
      accountId,
      cents,
      billingStatus: "Failed",
      paymentId: null,
      postedAt: null,
      posting: {
        status: "failed",
        attempts: 14,
        lastError: BILLING_ERRORS[Math.floor(roll * 1000) % BILLING_ERRORS.length] ?? "HTTP 503",
        nextAttemptAt: createdAt,
      },
    };
  }
  return {
    accountId,
    cents,
    billingStatus: "In CCB",
    paymentId: `H${paymentKeyId}`,
    postedAt: createdAt,
    posting: null,
  };
}
