/**
 * The BFF's door to the card gateway (Payeezy Gateway e4; the gateway-simulator offline): the direct
 * transaction API for the card modal and the transaction lookup that confirms relays and settles
 * what reconciliation finds. Every request is signed with the terminal's HMAC key.
 */
import { correlationHeaders } from "../../platform/http/correlation";
import * as v from "valibot";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/http/errors";
import type { Logger } from "../../platform/http/logger";
import { messages } from "@paygpa/contract";
import { signE4Request } from "./gateway-protocol";
import type { PaymentsConfig } from "../../platform/payments.config";

/**
 * The direct API's answer fields the BFF reads (e4 v12), checked on every answer: an answer that
 * does not fit is a lost answer (502 'Server Error. Try again later!', logged), never a crash.
 */
const E4Answer = v.looseObject({
  transaction_error: v.number(),
  transaction_approved: v.number(),
  exact_resp_code: v.string(),
  exact_message: v.string(),
  bank_resp_code: v.string(),
  bank_message: v.string(),
  sequence_no: v.string(),
  transaction_tag: v.number(),
  authorization_num: v.string(),
  retrieval_ref_no: v.string(),
  cc_number: v.string(),
  cardholder_name: v.string(),
  credit_card_type: v.string(),
  amount: v.number(),
  currency_code: v.string(),
  reference_no: v.string(),
  ctr: v.string(),
});
export type E4Answer = v.InferOutput<typeof E4Answer>;

/** A transaction as the lookup gives it: the relay response's fields. */
const LookupRecord = v.record(v.string(), v.string());
export type LookupRecord = v.InferOutput<typeof LookupRecord>;
const LookupList = v.looseObject({ transactions: v.optional(v.array(LookupRecord)) });

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

/**
 * A tagged refund ("34") or tagged void ("33") of an earlier purchase, by its tag and authorization
 * number (Payeezy Gateway Web Service API Reference Guide, §3 "API Transactions", §7.3 "Tagged Refund").
 */
export interface ReturnRequest {
  transactionType: "33" | "34";
  transactionTag: string;
  authorizationNum: string;
  amount: string;
}

export interface GatewayClient {
  purchase(request: PurchaseRequest): Promise<E4Answer>;
  /** Answers the gateway's processed transaction; GatewayDidNotProcess or 502 when it was not reached. */
  returnFunds(request: ReturnRequest): Promise<E4Answer>;
  transactionsForInvoice(invoice: string): Promise<LookupRecord[]>;
  /** Every transaction the gateway processed from `from` (inclusive) to `before` (exclusive). */
  transactionsBetween(from: string, before: string): Promise<LookupRecord[]>;
  /** The gateway's own record of one transaction; null when the gateway has none with that tag. */
  transactionByTag(tag: string): Promise<LookupRecord | null>;
}

export const gatewayUnavailable = () =>
  new AppError(502, "GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain);

/**
 * The gateway answered a purchase with an error status (down, refused credentials, malformed):
 * it processed nothing, so the card was not charged. Unlike a lost answer (a timeout or a dropped
 * connection, `gatewayUnavailable`), where the charge may have gone through.
 */
export class GatewayDidNotProcess extends AppError {
  constructor(readonly gatewayStatus: number) {
    super(502, "GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain);
  }
}

/** The answer's body read with `schema`; anything else is a lost answer (the outcome is unknown). */
async function answerOf<S extends v.GenericSchema>(
  response: Response,
  schema: S,
  what: string,
  logger: Logger | undefined,
): Promise<v.InferOutput<S>> {
  const payload = (await response.json().catch(() => undefined)) as unknown;
  const parsed = v.safeParse(schema, payload);
  if (parsed.success) return parsed.output;
  const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
  logger?.error("gateway answered malformed", { what, issues: issues.slice(0, 5) });
  throw gatewayUnavailable();
}

/** A purchase ("00") of the direct API (e4 v12): the CVV and zip are sent, never kept. */
function purchaseBody(terminal: PaymentsConfig["terminal"], request: PurchaseRequest) {
  return {
    gateway_id: terminal.gatewayId,
    password: terminal.password,
    transaction_type: "00",
    amount: request.amount,
    cc_number: request.cardNumber,
    cc_expiry: request.expiry,
    cardholder_name: request.cardholderName,
    cvd_code: request.cvv,
    cvd_presence_ind: "1",
    zip_code: request.zipCode,
    reference_no: request.referenceNo,
    customer_ref: request.customerRef,
    currency_code: "USD",
  };
}

/** A tagged refund or void of an earlier purchase. */
function returnBody(terminal: PaymentsConfig["terminal"], request: ReturnRequest) {
  return {
    gateway_id: terminal.gatewayId,
    password: terminal.password,
    transaction_type: request.transactionType,
    transaction_tag: Number(request.transactionTag),
    authorization_num: request.authorizationNum,
    amount: request.amount,
  };
}

export function createGatewayClient(options: {
  baseUrl: string;
  payments: PaymentsConfig;
  clock: Clock;
  fetch?: typeof fetch;
  /** Where a malformed answer is reported. */
  logger?: Logger;
}): GatewayClient {
  const doFetch = options.fetch ?? fetch;
  const { terminal, gatewayTimeoutMs } = options.payments;

  async function send(method: "GET" | "POST", target: string, body: string): Promise<Response> {
    const headers = signE4Request({
      method,
      requestTarget: target,
      body,
      keyId: terminal.hmacKeyId,
      hmacKey: terminal.hmacKey,
      date: options.clock.now(),
    });
    try {
      return await doFetch(`${options.baseUrl}${target}`, {
        method,
        headers: { ...headers, ...correlationHeaders() },
        body: method === "POST" ? body : undefined,
        signal: AbortSignal.timeout(gatewayTimeoutMs),
      });
    } catch {
      throw gatewayUnavailable();
    }
  }

  return {
    async purchase(request) {
      const body = JSON.stringify(purchaseBody(terminal, request));
      const response = await send("POST", "/transaction/v12", body);
      if (response.status !== 201 && response.status !== 200) {
        await response.body?.cancel();
        throw new GatewayDidNotProcess(response.status);
      }
      return answerOf(response, E4Answer, "purchase", options.logger);
    },

    async returnFunds(request) {
      const body = JSON.stringify(returnBody(terminal, request));
      const response = await send("POST", "/transaction/v12", body);
      if (response.status !== 201 && response.status !== 200) {
        await response.body?.cancel();
        throw new GatewayDidNotProcess(response.status);
      }
      return answerOf(response, E4Answer, "return", options.logger);
    },

    async transactionsForInvoice(invoice) {
      const response = await send("GET", `/transactions?invoice=${encodeURIComponent(invoice)}`, "");
      if (!response.ok) {
        await response.body?.cancel();
        throw gatewayUnavailable();
      }
      const answer = await answerOf(response, LookupList, "lookup by invoice", options.logger);
      return answer.transactions ?? [];
    },

    async transactionsBetween(from, before) {
      const query = new URLSearchParams({ start_date: from, end_date: before });
      const response = await send("GET", `/transactions?${query}`, "");
      if (!response.ok) {
        await response.body?.cancel();
        throw gatewayUnavailable();
      }
      const answer = await answerOf(response, LookupList, "lookup by date", options.logger);
      return answer.transactions ?? [];
    },

    async transactionByTag(tag) {
      const response = await send("GET", `/transactions/${encodeURIComponent(tag)}`, "");
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw gatewayUnavailable();
      }
      return answerOf(response, LookupRecord, "lookup by tag", options.logger);
    },
  };
}
