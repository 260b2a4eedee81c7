/**
 * The GGE4 adapter: `GatewayPort` over what Payeezy Gateway e4 (GGE4) offers a merchant, and
 * nothing else (decision 026), so that the same code runs against the real gateway and against the
 * gateway-simulator with configuration only:
 * - the direct API (`POST /transaction/v12`) in JSON or XML (PAYGPA_GATEWAY_API_FORMAT, `e4-xml.ts`),
 *   every request signed with the terminal's HMAC key (API Security HMAC Hash): purchases for the
 *   card dialog, tagged refunds and voids;
 * - the Transaction Search and Reporting API (`GET /transaction/search`, HTTP Basic with the
 *   read-only reporting user, `Accept: text/search-v3+csv`): relay confirmation by tag,
 *   reconciliation and the final lookup by invoice (`refno`), the day's report by date. Its
 *   `search` is a substring: the adapter keeps exact matches only;
 * - the hosted page's fingerprint and relay signature (`gateway-protocol.ts`).
 */
import * as v from "valibot";
import type { Clock } from "../../platform/clock";
import { correlationHeaders } from "../../platform/http/correlation";
import type { Logger } from "../../platform/http/logger";
import type { PaymentsConfig } from "../../platform/payments.config";
import { answerOfRequestError, E4Answer } from "./e4-answers";
import { GatewayDidNotProcess, gatewayUnavailable } from "./gateway-errors";
import type {
  CardVerifyRequest,
  GatewayPort,
  GatewayRecord,
  PurchaseRequest,
  ReturnRequest,
  TokenPurchaseRequest,
} from "./gateway-port";
import { hostedForm, isRelayHashValid, receiptFields, signE4Request } from "./gateway-protocol";
import { transactionResultOf, transactionXml } from "./e4-xml";
import { gatewayDateTime } from "./gateway-time";
import { parseCsv, searchPaging, searchRecordsOf } from "./search-records";
import {
  chargeOfAnswer,
  recordOfFields,
  recordOfReturnAnswer,
  relayOfFields,
  withRelayReceipt,
} from "./wire-mapping";

/** The Search API's CSV media type (the `Accept` published clients of `/transaction/search` send). */
export const SEARCH_ACCEPT = "text/search-v3+csv";
/** The columns a search answer must have for the BFF to read it ("Response Elements"). */
const NEEDED_COLUMNS = ["Tag", "Amount", "Status", "Ref Num", "Transaction Type", "Time"];
/** How far around a checkout's own times a search reaches: the two clocks may differ. */
const SEARCH_MARGIN_MS = 60 * 60_000;
/** A runaway paging guard: 1,000 pages of the gateway's answer size. */
const MAX_SEARCH_PAGES = 1000;

/** The answer's body read with `schema`; anything else is a lost answer (the outcome is unknown). */
async function answerOf<S extends v.GenericSchema>(
  response: Response,
  schema: S,
  what: string,
  logger: Logger | undefined,
  xml = false,
): Promise<v.InferOutput<S>> {
  const payload = xml
    ? transactionResultOf(await response.text().catch(() => ""))
    : ((await response.json().catch(() => undefined)) as unknown);
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
    reference_no: request.invoice,
    customer_ref: request.channel,
    currency_code: "USD",
  };
}

/** A $0 verify ("05", pre-authorization only): the card checked, nothing charged; the token answered. */
function verifyBody(terminal: PaymentsConfig["terminal"], request: CardVerifyRequest) {
  return {
    gateway_id: terminal.gatewayId,
    password: terminal.password,
    transaction_type: "05",
    amount: "0.00",
    cc_number: request.cardNumber,
    cc_expiry: request.expiry,
    cardholder_name: request.cardholderName,
    cvd_code: request.cvv,
    cvd_presence_ind: "1",
    zip_code: request.zipCode,
    reference_no: request.reference,
    currency_code: "USD",
  };
}

/** A purchase ("00") with a TransArmor token, its card type, cardholder and expiry; no number, no CVV. */
function tokenPurchaseBody(terminal: PaymentsConfig["terminal"], request: TokenPurchaseRequest) {
  return {
    gateway_id: terminal.gatewayId,
    password: terminal.password,
    transaction_type: "00",
    amount: request.amount,
    transarmor_token: request.token,
    credit_card_type: request.cardBrand,
    cardholder_name: request.cardholderName,
    cc_expiry: request.expiry,
    reference_no: request.invoice,
    customer_ref: request.channel,
    currency_code: "USD",
  };
}

/** e4 transaction types of a return: 34 tagged refund, 33 tagged void. */
const RETURN_TYPES = { refund: "34", void: "33" } as const;

/**
 * A tagged refund or void of an earlier purchase. Its `reference_no` is the purchase's invoice and
 * its `reference_3` the purchase's tag, so that the Search API shows which purchase it returned.
 */
function returnBody(terminal: PaymentsConfig["terminal"], request: ReturnRequest) {
  return {
    gateway_id: terminal.gatewayId,
    password: terminal.password,
    transaction_type: RETURN_TYPES[request.kind],
    transaction_tag: Number(request.transactionTag),
    authorization_num: request.authorization,
    amount: request.amount,
    reference_no: request.invoice,
    reference_3: request.transactionTag,
  };
}

export function gge4Adapter(options: {
  baseUrl: string;
  payments: PaymentsConfig;
  clock: Clock;
  fetch?: typeof fetch;
  /** Where a malformed answer is reported. */
  logger?: Logger;
}): GatewayPort {
  const doFetch = options.fetch ?? fetch;
  const { terminal, gatewayTimeoutMs, search, gatewayTimeZone } = options.payments;

  async function transact(
    fields: Record<string, string | number>,
    what: string,
  ): Promise<v.InferOutput<typeof E4Answer>> {
    const target = "/transaction/v12";
    const xml = options.payments.gatewayApiFormat === "xml";
    const body = xml ? transactionXml(fields) : JSON.stringify(fields);
    const headers = signE4Request({
      method: "POST",
      requestTarget: target,
      body,
      keyId: terminal.hmacKeyId,
      hmacKey: terminal.hmacKey,
      date: options.clock.now(),
      contentType: xml ? "application/xml" : "application/json",
    });
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${target}`, {
        method: "POST",
        headers: { ...headers, ...correlationHeaders() },
        body,
        signal: AbortSignal.timeout(gatewayTimeoutMs),
      });
    } catch {
      throw gatewayUnavailable();
    }
    if (response.status === 400) {
      // A request error (`Bad Request (22) - Invalid Credit Card Number`) is the gateway's refusal
      // of the card data: a gateway error, as e4 answers it; any other 400 refused the request.
      const refusal = answerOfRequestError(await response.text().catch(() => ""), fields);
      if (refusal) return refusal;
      throw new GatewayDidNotProcess(response.status);
    }
    if (response.status !== 201 && response.status !== 200) {
      await response.body?.cancel();
      throw new GatewayDidNotProcess(response.status);
    }
    return answerOf(response, E4Answer, what, options.logger, xml);
  }

  /** One page of a search: its records and paging; a refusal or a non-CSV answer is unavailable. */
  async function searchPage(query: URLSearchParams) {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/transaction/search?${query}`, {
        method: "GET",
        headers: {
          Authorization: `Basic ${Buffer.from(`${search.user}:${search.password}`, "utf8").toString("base64")}`,
          Accept: SEARCH_ACCEPT,
          ...correlationHeaders(),
        },
        signal: AbortSignal.timeout(gatewayTimeoutMs),
      });
    } catch {
      throw gatewayUnavailable();
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw gatewayUnavailable();
    }
    const text = await response.text().catch(() => "");
    const header = parseCsv(text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "")[0] ?? [];
    const names = new Set(header.map((name) => name.trim()));
    const missing = NEEDED_COLUMNS.filter((column) => !names.has(column));
    if (missing.length > 0) {
      options.logger?.error("gateway answered malformed", { what: "search", missing });
      throw gatewayUnavailable();
    }
    return {
      records: searchRecordsOf(text, gatewayTimeZone),
      paging: searchPaging(response.headers.get("search-csv")),
    };
  }

  /**
   * Every record of a search, page after page: `offset` is "the offset from where the rows should
   * be fetched" (Payeezy support article 203731129), the `Search-CSV` header tells the rows, total
   * and offset of each answer (up to 10,000 rows, "Payeezy migration: Reporting").
   */
  async function searchAll(window: { from: Date; to: Date }, field?: string, value?: string) {
    const records: GatewayRecord[] = [];
    let offset = 0;
    for (let page = 0; page < MAX_SEARCH_PAGES; page++) {
      const query = new URLSearchParams({
        ...(field !== undefined && value !== undefined ? { search_field: field, search: value } : {}),
        start_date: gatewayDateTime(window.from, gatewayTimeZone),
        end_date: gatewayDateTime(window.to, gatewayTimeZone),
        offset: String(offset),
      });
      const { records: found, paging } = await searchPage(query);
      records.push(...found.map(recordOfFields));
      if (!paging || paging.rows === 0 || paging.offset + paging.rows >= paging.total) break;
      offset = paging.offset + paging.rows;
    }
    return records;
  }

  /** From a checkout's creation (less the margin) to now (plus the margin). */
  const since = (createdAt: string) => ({
    from: new Date(Date.parse(createdAt) - SEARCH_MARGIN_MS),
    to: new Date(options.clock.now().getTime() + SEARCH_MARGIN_MS),
  });

  return {
    hostedForm,
    readRelay: relayOfFields,
    isRelaySigned: isRelayHashValid,
    withRelayReceipt,
    receiptLines: receiptFields,

    purchase: async (request) => chargeOfAnswer(await transact(purchaseBody(terminal, request), "purchase")),

    returnFunds: async (request) =>
      recordOfReturnAnswer(
        await transact(returnBody(terminal, request), "return"),
        request.kind,
        request.transactionTag,
      ),

    verifyCard: async (request) => chargeOfAnswer(await transact(verifyBody(terminal, request), "verify")),

    purchaseWithToken: async (request) =>
      chargeOfAnswer(await transact(tokenPurchaseBody(terminal, request), "token purchase")),

    async transactionsForInvoice(invoice, createdAt) {
      const found = await searchAll(since(createdAt), "refno", invoice);
      return found.filter((record) => record.invoice === invoice);
    },

    async transactionsBetween(from, before) {
      const start = new Date(from);
      const end = new Date(Date.parse(before) - 1000);
      const found = await searchAll({ from: start, to: end });
      return found.filter((record) => {
        const at = Date.parse(record.processedAt ?? "");
        return Number.isNaN(at) || (at >= start.getTime() && at < Date.parse(before));
      });
    },

    async transactionByTag(tag, createdAt) {
      const found = await searchAll(since(createdAt), "tag", tag);
      return found.find((record) => record.tag === tag) ?? null;
    },
  };
}
