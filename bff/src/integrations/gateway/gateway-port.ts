/**
 * The BFF's one port to the card gateway (Payeezy Gateway e4; the gateway-simulator offline): what
 * the payments, wallet and reports features ask of it, in the utility's words. The hosted payment
 * page's signed form and its relay (spec 002 §4), the direct API's purchase for the card dialog and
 * AutoPay, the $0 verify of a card to save, tagged refunds, and the gateway's records of
 * transactions that confirm relays and settle what reconciliation finds. Every answer is a
 * `Charge` (a `GatewayRecord` for the gateway's records), mapped from the wire once inside this
 * folder (`wire-mapping.ts`); no GGE4 field name leaves it (`wire-names.ts`, the rooms test).
 * Features depend on `GatewayPort` only; an adapter implements it (`gge4Adapter`, decision 026), and
 * the composition root (`app.ts`) chooses one at start. Failures: `gateway-errors.ts`.
 */

/** The gateway's transaction tag (digits): one processed transaction. */
export type TransactionTag = string;
/** The checkout's invoice number: one checkout of the BFF. */
export type InvoiceNumber = string;

/**
 * What became of a transaction: approved, declined by the issuer (or the gateway's checks), or an
 * error (nothing was processed: the gateway refused it, or no transaction was found).
 */
export type ChargeOutcome = "approved" | "declined" | "error";

/** The card as the gateway's answer shows it: never the full number, never a CVV. */
export interface CardSummary {
  /** The card's brand as the gateway names it ("Visa", "Mastercard", "Discover"); "" when not said. */
  brand: string;
  /** The number as the gateway masks it ("############1111"); "" when not said. */
  maskedNumber: string;
  /** The number's last four digits; "" when not said. */
  lastFour: string;
  holder: string;
  /** MMYY; "" when the answer does not say. */
  expiry: string;
}

/** One line of the gateway's receipt ("TRANS. REF." → "200001"). */
export interface ReceiptLine {
  label: string;
  value: string;
}

/** One transaction as the gateway answered or recorded it. */
export interface Charge {
  outcome: ChargeOutcome;
  approved: boolean;
  invoice: InvoiceNumber;
  /** The amount as the gateway wrote it ("12.34"). */
  amount: string;
  /** "" when the gateway processed nothing. */
  tag: TransactionTag;
  /** The gateway's sequence number of the transaction. */
  sequence: string;
  /** The issuer's authorization number. */
  authorization: string;
  /** The card network's retrieval reference. */
  retrievalReference: string;
  /** The issuing bank's response code and its text ("100", "Approved"). */
  issuerCode: string;
  issuerMessage: string;
  /** The gateway's own response code and its text ("00", "Transaction Normal"). */
  gatewayCode: string;
  gatewayMessage: string;
  /** Why, in the words the customer is shown: the issuer's text, else the gateway's; "" when neither. */
  reason: string;
  card: CardSummary;
  /** The saved-card token the gateway issued (TransArmor, decision 030); null when none. */
  token: string | null;
  /** The gateway's receipt (its customer transaction record) as text; "" when not given. */
  receiptText: string;
  receiptLines: ReceiptLine[];
  /** The payment page (or terminal) the transaction names; null when the source does not say. */
  pageLogin: string | null;
  /** The answer as received, for the checkout's log (JSON): never a CVV, a password or a signature. */
  answerLog: string;
}

/** What kind of transaction a gateway record is: only a purchase pays a checkout. */
export type TransactionKind = "purchase" | "refund" | "void" | "other";

/** A transaction as the gateway's records give it (the Search API). */
export interface GatewayRecord extends Charge {
  kind: TransactionKind;
  /** For a refund or a void: the tag of the purchase it returned; "" otherwise. */
  originalTag: TransactionTag;
  /** When the gateway processed it (ISO 8601); null when the record does not say. */
  processedAt: string | null;
}

/** The gateway's relay of a hosted page payment: a hint, whose outcome fields are not signed (decision 010). */
export interface RelayResponse {
  invoice: InvoiceNumber;
  /** The payment page the relay names. */
  pageLogin: string;
  /** The transaction the relay names (and its signature covers). */
  transactionTag: TransactionTag;
  /** The amount the signature covers, as relayed. */
  amount: string;
  /** The relay's outcome, parsed as a direct answer is. */
  charge: Charge;
}

/** The hosted payment page's form of one checkout (decision 007). */
export interface HostedFormRequest {
  pageLogin: string;
  invoice: InvoiceNumber;
  /** Unix seconds: the form's fingerprint time. */
  timestamp: string;
  amount: string;
  /** The name the page shows (at most 20 characters are sent). */
  customerName: string;
}

export interface HostedForm {
  /** The form's fingerprint (keyed by the page's transaction key). */
  fingerprint: string;
  /** Every hidden field of the form, by the gateway's names (the portal posts them as they are). */
  fields: Record<string, string>;
}

export interface PurchaseRequest {
  amount: string;
  cardNumber: string;
  expiry: string;
  cardholderName: string;
  cvv: string;
  /** The cardholder's billing zip (for the issuer's address check); sent, never kept. */
  zipCode: string;
  invoice: InvoiceNumber;
  /** Who pays: ONLINE, PHONEDIN or AUTOPAY (the gateway's customer reference). */
  channel: string;
}

/** A $0 verify of a card to be saved: the gateway answers its token (decision 030). */
export interface CardVerifyRequest {
  cardNumber: string;
  expiry: string;
  cardholderName: string;
  cvv: string;
  zipCode: string;
  /** The verify's own reference: never a checkout's invoice. */
  reference: string;
}

/** A purchase with a saved card's token instead of the card number (decision 030). */
export interface TokenPurchaseRequest {
  amount: string;
  token: string;
  /** The card's brand as the gateway names it (Visa, Mastercard, Discover). */
  cardBrand: string;
  cardholderName: string;
  expiry: string;
  invoice: InvoiceNumber;
  channel: string;
}

/** A refund or a void of an earlier purchase, by its tag and authorization number. */
export interface ReturnRequest {
  kind: "refund" | "void";
  transactionTag: TransactionTag;
  authorization: string;
  amount: string;
  /** The returned purchase's invoice, so that the gateway's records show it. */
  invoice: InvoiceNumber;
}

export interface GatewayPort {
  /** The hosted payment page's signed hidden form, keyed by the page's transaction key. */
  hostedForm(request: HostedFormRequest, transactionKey: string): HostedForm;
  /** The relay's form fields read as a relay response (never trusted: `isRelaySigned`, then the gateway's record). */
  readRelay(fields: Record<string, string>): RelayResponse;
  /** Whether a relay was signed with the page's response key (a hint, never proof: decision 010). */
  isRelaySigned(fields: Record<string, string>, responseKey: string): boolean;
  /** The gateway's record with the relay's receipt, which the gateway's records do not give (for display). */
  withRelayReceipt(record: GatewayRecord, relay: RelayResponse): GatewayRecord;
  /** The lines of a receipt text kept from a charge (`Charge.receiptText`). */
  receiptLines(receiptText: string): ReceiptLine[];
  purchase(request: PurchaseRequest): Promise<Charge>;
  /** A $0 verify; the answer carries the card's token when the terminal tokenizes. */
  verifyCard(request: CardVerifyRequest): Promise<Charge>;
  /** A purchase with a saved card's token (never the card number). */
  purchaseWithToken(request: TokenPurchaseRequest): Promise<Charge>;
  /** Answers the gateway's processed return; GatewayDidNotProcess or gateway-unavailable when it was not reached. */
  returnFunds(request: ReturnRequest): Promise<Charge>;
  /**
   * Every transaction of an invoice (purchases, declines, returns) since the checkout was created
   * (`createdAt`, ISO 8601): the gateway's records are searched by date, so the caller says from when.
   */
  transactionsForInvoice(invoice: InvoiceNumber, createdAt: string): Promise<GatewayRecord[]>;
  /** Every transaction the gateway processed from `from` (inclusive) to `before` (exclusive). */
  transactionsBetween(from: string, before: string): Promise<GatewayRecord[]>;
  /**
   * The gateway's own record of one transaction of a checkout created at `createdAt`; null when the
   * gateway has none with that tag.
   */
  transactionByTag(tag: TransactionTag, createdAt: string): Promise<GatewayRecord | null>;
}
