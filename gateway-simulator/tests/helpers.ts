/** Test harness: the gateway on port 0, a fake relay receiver, and the merchant side of the protocol. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  GATEWAY_PAYMENT_PAGES,
  GATEWAY_REPORTING_USER,
  GATEWAY_TERMINAL,
  type GatewayPaymentPage,
} from "@paygpa/fixtures";
import { type ManualClock, manualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import type { PinoLogger } from "@paygpa/runtime/logging";
import { createApp, type GatewayConfig, GatewayStore, fingerprintHash, signE4Request } from "../src/index";

export const START = new Date("2025-11-21T00:00:00Z");
export const RESIDENTIAL = page("WSP-GPA-RES-01");
export const COMMERCIAL = page("WSP-GPA-COM-01");
export const TERMINAL = GATEWAY_TERMINAL;

function page(login: string): GatewayPaymentPage {
  const found = GATEWAY_PAYMENT_PAGES.find((candidate) => candidate.login === login);
  if (!found) throw new Error(`no page ${login}`);
  return found;
}

export interface RelayReceiver {
  url: string;
  received: { path: string; contentType: string; fields: Record<string, string> }[];
  /** HTTP status the receiver answers with. */
  status: number;
  /** How long the receiver takes to answer, in ms. */
  delayMs: number;
  /** The merchant's answer, when a test chooses it (default: an acknowledging HTML page). */
  answer?: (
    fields: Record<string, string>,
    path: string,
  ) => {
    status: number;
    headers: Record<string, string>;
    body: string;
  };
  close(): Promise<void>;
}

export async function startRelayReceiver(): Promise<RelayReceiver> {
  const receiver: RelayReceiver = {
    url: "",
    received: [],
    status: 200,
    delayMs: 0,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      receiver.received.push({
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
      });
      const fields = receiver.received.at(-1)?.fields ?? {};
      const chosen = receiver.answer?.(fields, request.url ?? "");
      setTimeout(() => {
        if (chosen) {
          response.writeHead(chosen.status, chosen.headers);
          response.end(chosen.body);
          return;
        }
        // A merchant's answer: the page the cardholder is shown, acknowledging the transaction.
        response.writeHead(receiver.status, {
          "content-type": "text/html; charset=utf-8",
          X_GGE4_TRANSACTION_ID: fields.x_trans_id ?? "",
        });
        response.end(`<!DOCTYPE html><p>Merchant receipt for ${fields.x_invoice_num ?? ""}</p>`);
      }, receiver.delayMs);
    });
  });
  const url = await listen(server);
  receiver.url = `${url}/api/v1/gateway/relay`;
  receiver.close = () => close(server);
  return receiver;
}

export interface Gateway {
  url: string;
  store: GatewayStore;
  clock: ManualClock;
  relay: RelayReceiver;
  close(): Promise<void>;
}

export async function startGateway(config: GatewayConfig = {}, logger?: PinoLogger): Promise<Gateway> {
  const relay = await startRelayReceiver();
  const clock = manualClock(START);
  const store = new GatewayStore();
  const app = createApp(
    {
      relayUrl: relay.url,
      returnUrl: "http://localhost:3000/payment-result/{invoice}",
      ...config,
    },
    { clock, store, random: steppingRandom(), control: TEST_CONTROL_ACCESS, ...(logger ? { logger } : {}) },
  );
  const server = createServer(app.callback());
  const url = await listen(server);
  return {
    url,
    store,
    clock,
    relay,
    close: async () => {
      await close(server);
      await relay.close();
    },
  };
}

/** A deterministic stand-in for Math.random: 0.919, 0.838, 0.757 … */
function steppingRandom(): () => number {
  let step = 0;
  return () => {
    step = (step + 7919) % 1000;
    return step / 1000;
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export interface PaymentFormInput {
  page?: GatewayPaymentPage;
  amount?: string;
  /** The amount the fingerprint covers, when it differs from the posted one (tampering). */
  signedAmount?: string;
  sequence?: string;
  timestamp?: number;
  currency?: string;
  invoice?: string;
  poNum?: string;
  transactionKey?: string;
  login?: string;
  /** `x_relay_response` ("TRUE" unless given). */
  relayResponse?: string;
  /** More form fields, e.g. `x_type` or `x_description`. */
  extra?: Record<string, string>;
}

/** The merchant's hidden form, signed like the BFF signs it. */
export function paymentForm(gateway: Gateway, input: PaymentFormInput = {}): Record<string, string> {
  const target = input.page ?? RESIDENTIAL;
  const login = input.login ?? target.login;
  const amount = input.amount ?? "125.40";
  // Like the BFF, the invoice is the fingerprint's sequence unless a test says otherwise.
  const sequence = input.sequence ?? input.invoice ?? "100234";
  const timestamp = String(input.timestamp ?? Math.floor(gateway.clock.now().getTime() / 1000));
  const fields: Record<string, string> = {
    x_login: login,
    x_fp_sequence: sequence,
    x_fp_timestamp: timestamp,
    x_amount: amount,
    x_fp_hash: fingerprintHash(
      { login, sequence, timestamp, amount: input.signedAmount ?? amount, currency: input.currency ?? "" },
      input.transactionKey ?? target.transactionKey,
    ),
    x_invoice_num: input.invoice ?? sequence,
    x_po_num: input.poNum ?? "Maria Cruz",
    x_show_form: "PAYMENT_FORM",
    x_relay_response: input.relayResponse ?? "TRUE",
    ...input.extra,
  };
  if (input.currency !== undefined) fields.x_currency_code = input.currency;
  return fields;
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** POSTs the payment form and returns the card form's action path. */
export async function openCardForm(gateway: Gateway, input: PaymentFormInput = {}): Promise<string> {
  const response = await postForm(`${gateway.url}/payment`, paymentForm(gateway, input));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`payment form refused (${response.status}): ${html}`);
  return cardFormAction(html);
}

export function cardFormAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no card form in the page");
  return match[1];
}

export interface CardInput {
  cardholderName?: string;
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
}

export function submitCard(gateway: Gateway, action: string, card: CardInput = {}): Promise<Response> {
  return postForm(`${gateway.url}${action}`, {
    cardholder_name: card.cardholderName ?? "MARIA CRUZ",
    card_number: card.cardNumber ?? "4111111111111111",
    expiry: card.expiry ?? "12/30",
    cvv: card.cvv ?? "123",
  });
}

/** A whole hosted-page payment: form POST, card step; returns the card step's answer. */
export async function payOnHostedPage(
  gateway: Gateway,
  input: PaymentFormInput = {},
  card: CardInput = {},
): Promise<Response> {
  const action = await openCardForm(gateway, input);
  return submitCard(gateway, action, card);
}

/** A signed direct API call, as the BFF makes it. */
export function callTransactionApi(
  gateway: Gateway,
  body: Record<string, unknown>,
  options: { hmacKey?: string; keyId?: string; tamperBody?: boolean; date?: Date } = {},
): Promise<Response> {
  const json = JSON.stringify(body);
  const headers = signE4Request({
    method: "POST",
    requestTarget: "/transaction/v12",
    body: json,
    keyId: options.keyId ?? TERMINAL.hmacKeyId,
    hmacKey: options.hmacKey ?? TERMINAL.hmacKey,
    date: options.date ?? gateway.clock.now(),
  });
  return fetch(`${gateway.url}/transaction/v12`, {
    method: "POST",
    headers: { ...headers },
    body: options.tamperBody ? json.replace("}", ',"x":1}') : json,
  });
}

export function purchase(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    gateway_id: TERMINAL.gatewayId,
    password: TERMINAL.password,
    transaction_type: "00",
    amount: "75.25",
    cc_number: "4111111111111111",
    cc_expiry: "1230",
    cardholder_name: "JOSE SANTOS",
    cvd_code: "123",
    cvd_presence_ind: "1",
    reference_no: "200451",
    customer_ref: "PHONEDIN",
    ...overrides,
  };
}

/** The simulator's own JSON lookup, under the control API (not a GGE4 call). */
export function lookup(gateway: Gateway, requestTarget: string): Promise<Response> {
  return fetch(`${gateway.url}/__control/lookup${requestTarget}`, { headers: controlTokenHeaders() });
}

/** A Transaction Search and Reporting API call as the reporting user (or other credentials). */
export function searchTransactions(
  gateway: Gateway,
  query: Record<string, string> = {},
  options: { username?: string; password?: string; accept?: string; path?: string } = {},
): Promise<Response> {
  const username = options.username ?? GATEWAY_REPORTING_USER.username;
  const password = options.password ?? GATEWAY_REPORTING_USER.password;
  const path = options.path ?? "/transaction/search";
  return fetch(`${gateway.url}${path}?${new URLSearchParams(query)}`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
      Accept: options.accept ?? "text/search-v3+csv",
    },
  });
}

/** The rows of a search-v3 CSV answer, by column name (quoted fields as RFC 4180 writes them). */
export function csvRows(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, index) => [name, row[index] ?? ""])));
}

export async function control(
  gateway: Gateway,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${gateway.url}/__control${path}`, {
    method,
    headers: {
      ...controlTokenHeaders(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The JSON body of a response, typed by the caller. */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
