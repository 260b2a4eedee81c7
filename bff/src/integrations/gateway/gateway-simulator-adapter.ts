/**
 * The gateway adapter of today: `GatewayPort` over the gateway-simulator (Payeezy Gateway e4's
 * direct transaction API v12, its lookups and the hosted page's signatures, `gateway-protocol.ts`).
 * Every API request is signed with the terminal's HMAC key. A new adapter implements the same port.
 */
import * as v from "valibot";
import type { Clock } from "../../platform/clock";
import { correlationHeaders } from "../../platform/http/correlation";
import type { Logger } from "../../platform/http/logger";
import type { PaymentsConfig } from "../../platform/payments.config";
import { E4Answer, LookupList, LookupRecord } from "./e4-answers";
import { GatewayDidNotProcess, gatewayUnavailable } from "./gateway-errors";
import type { GatewayPort, PurchaseRequest, ReturnRequest } from "./gateway-port";
import { fingerprintHash, isRelayHashValid, receiptFields, signE4Request } from "./gateway-protocol";

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

export function gatewaySimulatorAdapter(options: {
  baseUrl: string;
  payments: PaymentsConfig;
  clock: Clock;
  fetch?: typeof fetch;
  /** Where a malformed answer is reported. */
  logger?: Logger;
}): GatewayPort {
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
    hostedFormFingerprint: fingerprintHash,
    isRelaySigned: isRelayHashValid,
    receiptFields,

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
