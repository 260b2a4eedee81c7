/**
 * The one place where the gateway's wire becomes the port's domain types (`gateway-port.ts`). Every
 * source is first read into the relay response's field names, the e4 names the hosted page's relay,
 * the direct API (`relayFieldsOfAnswer`) and the Search API's rows (`search-records.ts`) share, and
 * that one field set is then read into a `Charge` or a `GatewayRecord`. The field set is also the
 * checkout's answer log, so staff read every answer in the gateway's own names.
 */
import type { E4Answer } from "./e4-answers";
import type {
  Charge,
  ChargeOutcome,
  GatewayRecord,
  InvoiceNumber,
  RelayResponse,
  TransactionKind,
} from "./gateway-port";
import { receiptFields } from "./gateway-protocol";

/** A transaction in the relay response's field names (an answer, a relay or a record). */
export type WireFields = Record<string, string>;

/** The direct API's answer in the relay response's field names, so one reading serves both. */
export function relayFieldsOfAnswer(answer: E4Answer): WireFields {
  const approved = answer.transaction_approved === 1;
  return {
    x_response_code: approved ? "1" : answer.transaction_error === 1 ? "3" : "2",
    // Tag 0: no transaction (a request error, `answerOfRequestError`).
    x_trans_id: answer.transaction_tag === 0 ? "" : String(answer.transaction_tag),
    x_invoice_num: answer.reference_no,
    x_amount: Number(answer.amount).toFixed(2),
    Transaction_Approved: approved ? "YES" : "NO",
    Transaction_Tag: answer.transaction_tag === 0 ? "" : String(answer.transaction_tag),
    SequenceNo: answer.sequence_no,
    Authorization_Num: answer.authorization_num,
    Bank_Resp_Code: answer.bank_resp_code,
    Bank_Message: answer.bank_message,
    EXact_Resp_Code: answer.exact_resp_code,
    EXact_Message: answer.exact_message,
    Retrieval_Ref_No: answer.retrieval_ref_no,
    Card_Number: answer.cc_number,
    CardHoldersName: answer.cardholder_name,
    TransactionCardType: answer.credit_card_type,
    Currency: answer.currency_code,
    exact_ctr: answer.ctr,
  };
}

/** The token of an e4 answer (TransArmor: `transarmor_token`, present when the terminal tokenizes). */
export function tokenOfAnswer(answer: Record<string, unknown>): string | null {
  const token = answer.transarmor_token;
  return typeof token === "string" && /^\d{8,32}$/.test(token.trim()) ? token.trim() : null;
}

/**
 * The answer log of a field set: never a CVV, a password, nor the relay's signature (x_MD5_Hash,
 * x_SHA1_Hash …): it signs no invoice, so whoever reads a stored one could re-aim that relay at
 * another checkout. Card numbers are masked by the caller, who keeps it.
 */
function answerLogOf(fields: WireFields): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(fields).filter(([name]) => !/cvv|cvd|cavv|password|hash/i.test(name) || name === "CVV2"),
    ),
  );
}

function outcomeOf(fields: WireFields): ChargeOutcome {
  if (fields.Transaction_Approved === "YES") return "approved";
  return fields.x_response_code === "3" ? "error" : "declined";
}

/** A field set as a charge; `token` only where the source gives one (a direct answer). */
export function chargeOfFields(fields: WireFields, token: string | null = null): Charge {
  const outcome = outcomeOf(fields);
  const maskedNumber = fields.Card_Number ?? "";
  const receiptText = fields.exact_ctr ?? "";
  const issuerMessage = fields.Bank_Message ?? "";
  const gatewayMessage = fields.EXact_Message ?? "";
  return {
    outcome,
    approved: outcome === "approved",
    invoice: fields.x_invoice_num ?? "",
    amount: fields.x_amount ?? "",
    tag: fields.Transaction_Tag || fields.x_trans_id || "",
    sequence: fields.SequenceNo ?? "",
    authorization: fields.Authorization_Num ?? "",
    retrievalReference: fields.Retrieval_Ref_No ?? "",
    issuerCode: fields.Bank_Resp_Code ?? "",
    issuerMessage,
    gatewayCode: fields.EXact_Resp_Code ?? "",
    gatewayMessage,
    reason: issuerMessage || gatewayMessage,
    card: {
      brand: fields.TransactionCardType ?? "",
      maskedNumber,
      lastFour: /(\d{4})\s*$/.exec(maskedNumber)?.[1] ?? "",
      holder: fields.CardHoldersName ?? "",
      expiry: fields.Expiry_Date ?? "",
    },
    token,
    receiptText,
    receiptLines: receiptFields(receiptText),
    pageLogin: fields.x_login ?? null,
    answerLog: answerLogOf(fields),
  };
}

/** The direct API's answer as a charge. */
export function chargeOfAnswer(answer: E4Answer): Charge {
  return chargeOfFields(relayFieldsOfAnswer(answer), tokenOfAnswer(answer));
}

/** e4 transaction types: 00 purchase, 34 tagged refund, 33 tagged void (others are not the BFF's). */
function kindOf(type: string | undefined): TransactionKind {
  // Records without a type predate refunds and are purchases.
  if (type === undefined || type === "00") return "purchase";
  if (type === "34" || type === "04") return "refund";
  if (type === "33" || type === "13") return "void";
  return "other";
}

/** A field set of the gateway's records as a record. */
export function recordOfFields(fields: WireFields): GatewayRecord {
  return {
    ...chargeOfFields(fields),
    kind: kindOf(fields.Transaction_Type),
    originalTag: fields.Original_Transaction_Tag ?? "",
    processedAt: fields.Transaction_Time || null,
  };
}

/** A return's answer as a record of its kind, for the purchase it returned. */
export function recordOfReturnAnswer(
  answer: E4Answer,
  kind: "refund" | "void",
  originalTag: string,
): GatewayRecord {
  return { ...chargeOfAnswer(answer), kind, originalTag, processedAt: null };
}

/** The relay's form fields as a relay response. */
export function relayOfFields(fields: WireFields): RelayResponse {
  return {
    invoice: fields.x_invoice_num ?? "",
    pageLogin: fields.x_login ?? "",
    transactionTag: fields.x_trans_id ?? "",
    amount: fields.x_amount ?? "",
    charge: chargeOfFields(fields),
  };
}

/** The gateway's record with the relay's receipt text (the Search API gives none), its log included. */
export function withRelayReceipt(record: GatewayRecord, relay: RelayResponse): GatewayRecord {
  if (!relay.charge.receiptText) return record;
  const log = { ...(JSON.parse(record.answerLog) as WireFields), exact_ctr: relay.charge.receiptText };
  return {
    ...record,
    receiptText: relay.charge.receiptText,
    receiptLines: relay.charge.receiptLines,
    answerLog: answerLogOf(log),
  };
}

/**
 * A charge the gateway never processed, in the words of the checkout's log: the gateway refused the
 * request (`GatewayDidNotProcess`), or reconciliation found no transaction for the invoice.
 */
export function unprocessedCharge(invoice: InvoiceNumber, gatewayMessage: string): Charge {
  return {
    ...chargeOfFields({ x_response_code: "3", Transaction_Approved: "NO", EXact_Message: gatewayMessage }),
    invoice,
  };
}
