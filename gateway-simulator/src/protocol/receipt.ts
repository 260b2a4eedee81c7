/** The customer transaction record (CTR): the receipt text the gateway returns with every transaction. */
import type { GatewayMerchant } from "@paygpa/fixtures";
import { formatDollars } from "./money";
import { dateTimeFormat } from "@paygpa/runtime/date-time-format";

export interface ReceiptInput {
  merchant: GatewayMerchant;
  cardType: string;
  amountCents: number;
  currency: string;
  cardholderName: string;
  maskedCardNumber: string;
  at: Date;
  /** Terminal number, sequence number and entry mode, e.g. "001 000040 M". */
  reference: string;
  authorizationNum: string;
  /** The merchant's reference: the invoice number. */
  transRef: string;
  approved: boolean;
  /** Bank response code, or the gateway's code when there was no bank answer. */
  responseCode: string;
  /** The receipt's TYPE line: "Purchase" unless a tagged void or refund. */
  typeLabel?: string;
}

const WIDTH = 40;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Made once per time zone (`dateTimeFormat`), not per receipt. */
function receiptFormatIn(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-GB", {
    timeZone,
    year: "2-digit",
    month: "numeric",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
}

/** "21 Nov 25 19:57:15" in the merchant's time zone (Guam). */
export function receiptDateTime(at: Date, timeZone = "Pacific/Guam"): string {
  const parts = Object.fromEntries(
    receiptFormatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const month = MONTHS[Number(parts.month) - 1] ?? "";
  return `${parts.day} ${month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function buildReceipt(input: ReceiptInput): string {
  const { merchant } = input;
  const amount = `${formatDollars(input.amountCents).replace("$", "$ ")} ${input.currency}`;
  const account = `ACCT: ${input.cardType}`;
  const line = (label: string, value: string) => `${label.padEnd(16)}: ${value}`.trimEnd();
  const verdict = input.approved
    ? `    Approved - Thank You ${input.responseCode}`
    : `    Transaction not approved ${input.responseCode}`;
  return [
    "========== TRANSACTION RECORD ==========",
    merchant.name,
    merchant.address,
    `${merchant.city}, ${merchant.province} ${merchant.postal}`,
    merchant.country,
    merchant.url,
    "",
    `TYPE: ${input.typeLabel ?? "Purchase"}`,
    "",
    `${account}${amount.padStart(Math.max(WIDTH - account.length, amount.length + 1))}`,
    "",
    line("CARDHOLDER NAME", input.cardholderName),
    line("CARD NUMBER", input.maskedCardNumber),
    line("DATE/TIME", receiptDateTime(input.at)),
    line("REFERENCE #", input.reference),
    line("AUTHOR. #", input.authorizationNum),
    line("TRANS. REF.", input.transRef),
    "",
    verdict,
    "",
    "",
    "Please retain this copy for your records.",
    "",
    ...(input.approved && (input.typeLabel ?? "Purchase") === "Purchase"
      ? ["Cardholder will pay above amount to", "card issuer pursuant to cardholder", "agreement."]
      : []),
    "=".repeat(WIDTH),
  ].join("\n");
}
