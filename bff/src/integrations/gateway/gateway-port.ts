/**
 * The BFF's one port to the card gateway (Payeezy Gateway e4; the gateway-simulator offline): what
 * the payments and reports features ask of it, in the gateway's words. The hosted payment page's
 * form signing and relay check (spec 002 §4), the direct API's purchase for the card dialog, tagged
 * refunds, and the gateway's records of transactions that confirm relays and settle what
 * reconciliation finds. Features depend on `GatewayPort` only; an adapter implements it (`gge4Adapter`,
 * decision 026), and the composition root (`app.ts`) chooses one at start. Failures: `gateway-errors.ts`.
 */
import type { E4Answer, LookupRecord } from "./e4-answers";

export type { E4Answer, LookupRecord } from "./e4-answers";

/** The gateway's transaction tag (digits): one processed transaction. */
export type TransactionTag = string;
/** The checkout's invoice number (`x_invoice_num`, `reference_no`): one checkout of the BFF. */
export type InvoiceNumber = string;

/** The hosted payment page form's fields that its fingerprint (`x_fp_hash`) covers. */
export interface HostedFormFingerprint {
  login: string;
  sequence: InvoiceNumber;
  timestamp: string;
  amount: string;
  currency: string;
}

/** A relay response's signed fields (`x_MD5_Hash` covers login, transaction and amount). */
export interface RelaySignature {
  x_login?: string;
  x_trans_id?: string;
  x_amount?: string;
  x_MD5_Hash?: string;
}

export interface PurchaseRequest {
  amount: string;
  cardNumber: string;
  expiry: string;
  cardholderName: string;
  cvv: string;
  /** The cardholder's billing zip (e4 `zip_code`, for the issuer's address check); sent, never kept. */
  zipCode: string;
  referenceNo: string;
  customerRef: string;
}

/** A $0 verify (type "05") of a card to be saved: the gateway answers its TransArmor token (decision 030). */
export interface CardVerifyRequest {
  cardNumber: string;
  expiry: string;
  cardholderName: string;
  cvv: string;
  zipCode: string;
  referenceNo: string;
}

/**
 * A purchase ("00") with a saved card's TransArmor token instead of the card number: the token, the
 * card's type, the cardholder and the expiry (TransArmor Tokenization; decision 030).
 */
export interface TokenPurchaseRequest {
  amount: string;
  transarmorToken: string;
  /** The card's type as the gateway names it (Visa, Mastercard, Discover). */
  cardType: string;
  cardholderName: string;
  expiry: string;
  referenceNo: string;
  customerRef: string;
}

/**
 * A tagged refund ("34") or tagged void ("33") of an earlier purchase, by its tag and authorization
 * number (Payeezy Gateway Web Service API Reference Guide, §3 "API Transactions", §7.3 "Tagged Refund").
 */
export interface ReturnRequest {
  transactionType: "33" | "34";
  transactionTag: TransactionTag;
  authorizationNum: string;
  amount: string;
  /** The returned purchase's invoice (`reference_no`), so that the gateway's records show it. */
  referenceNo: InvoiceNumber;
}

export interface GatewayPort {
  /** `x_fp_hash` of the hosted payment page form, keyed by the page's transaction key. */
  hostedFormFingerprint(fields: HostedFormFingerprint, transactionKey: string): string;
  /** Whether a relay response was signed with the page's response key (a hint, never proof: decision 010). */
  isRelaySigned(fields: RelaySignature, responseKey: string): boolean;
  /** The receipt lines of a transaction record's `ctr` (customer transaction record). */
  receiptFields(ctr: string): { label: string; value: string }[];
  purchase(request: PurchaseRequest): Promise<E4Answer>;
  /** A $0 verify (type 05); the answer carries `transarmor_token` when the terminal tokenizes. */
  verifyCard(request: CardVerifyRequest): Promise<E4Answer>;
  /** A purchase with a saved card's token (never the card number). */
  purchaseWithToken(request: TokenPurchaseRequest): Promise<E4Answer>;
  /** Answers the gateway's processed transaction; GatewayDidNotProcess or 502 when it was not reached. */
  returnFunds(request: ReturnRequest): Promise<E4Answer>;
  /**
   * Every transaction of an invoice (purchases, declines, returns) since the checkout was created
   * (`createdAt`, ISO 8601): the gateway's records are searched by date, so the caller says from when.
   */
  transactionsForInvoice(invoice: InvoiceNumber, createdAt: string): Promise<LookupRecord[]>;
  /** Every transaction the gateway processed from `from` (inclusive) to `before` (exclusive). */
  transactionsBetween(from: string, before: string): Promise<LookupRecord[]>;
  /**
   * The gateway's own record of one transaction of a checkout created at `createdAt`; null when the
   * gateway has none with that tag.
   */
  transactionByTag(tag: TransactionTag, createdAt: string): Promise<LookupRecord | null>;
}
