/**
 * The whole payment path in-process: a real ccb-simulator, a real gateway-simulator whose relay
 * points at the BFF, and the BFF (workers off: tests drive them), all on port 0 sharing one manual
 * clock.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock, type ManualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { createApp as createGateway } from "@paygpa/gateway-simulator";
import { createApp as createSmsSimulator, SMS_DEMO_ACCOUNT } from "@paygpa/sms-simulator";
import { phoneNumber } from "../src/integrations/sms";
import { createApp, type BffApp } from "../src/app";
import { testConfig } from "./support/test-config";
import type { Config } from "../src/platform/config";
import { gge4Adapter } from "../src/integrations/gateway";
import { fingerprintHash } from "../src/integrations/gateway/gateway-protocol";
import { type Logger, silentLogger } from "../src/platform/http/logger";
import type { Json } from "./harness";

/**
 * A JSON call carrying the control token (public APIs ignore it, the control APIs need it); text
 * answers (the relay's "OK", gateway errors) stay text.
 */
export async function callJson(url: string, method: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { accept: "application/json", ...controlTokenHeaders() };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Json = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // plain text answers stay text
  }
  return { status: response.status, body: parsed };
}

export const TODAY = "2026-11-21";

export interface PaymentStack {
  bff: string;
  ccb: string;
  gateway: string;
  /** The sms-simulator, when the stack was started with one (`smsTimeoutMs`). */
  sms?: string;
  clock: ManualClock;
  bffApp: BffApp;
  call(path: string, init?: { token?: string; body?: unknown }): Promise<{ status: number; body: Json }>;
  /** A JSON call to a simulator (control API or billing API). */
  sim(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Listens on a free loopback port; answers the server's base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

/** Closes a server and every connection still open to it. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export interface PaymentStackOptions {
  gatewayFetch?: typeof fetch;
  /** The BFF's logger (silent by default); a test may collect what it logs. */
  logger?: Logger;
  /** Settings of the BFF's configuration to change (e.g. a shorter billing timeout). */
  config?: Partial<Config>;
  /** Settings of the billing simulator (e.g. a classroom's trainees). */
  ccbConfig?: { trainees?: number };
  /** How the billing simulator waits out injected latency (real time by default). */
  ccbSleep?: (ms: number) => Promise<void>;
  /** How the gateway sends relay responses (a fetch form POST by default); a test may hold some back. */
  gatewayRelay?: (url: string, form: Readonly<Record<string, string>>) => Promise<Response>;
  /** Each simulator on its own clock (the BFF keeps `clock`), for tests of the system clock. */
  separateClocks?: boolean;
  /** Texts through a real sms-simulator on the shared clock, the BFF waiting this long for it. */
  smsTimeoutMs?: number;
  /** The BFF's control API reaches that sms-simulator too (its journal on the timeline), as in demo mode. */
  smsInControl?: boolean;
}

export async function startPaymentStack(options: PaymentStackOptions = {}): Promise<PaymentStack> {
  const clock = manualClock(TODAY);
  const ccbClock = options.separateClocks ? manualClock(TODAY) : clock;
  const gatewayClock = options.separateClocks ? manualClock(TODAY) : clock;
  const ccbServer = createServer(
    createCcbSimulator(
      { bulkCustomers: 20, ...options.ccbConfig },
      {
        clock: ccbClock,
        control: TEST_CONTROL_ACCESS,
        ...(options.ccbSleep ? { sleep: options.ccbSleep } : {}),
      },
    ).callback(),
  );
  const ccb = await listen(ccbServer);
  // The BFF's server listens first so that the gateway can be told where to relay.
  const bffServer = createServer();
  const bff = await listen(bffServer);
  const gatewayServer = createServer(
    createGateway(
      { relayUrl: `${bff}/api/v1/gateway/relay`, returnUrl: "http://portal.test/payment-result/{invoice}" },
      {
        clock: gatewayClock,
        control: TEST_CONTROL_ACCESS,
        ...(options.gatewayRelay ? { relay: options.gatewayRelay } : {}),
      },
    ).callback(),
  );
  const gateway = await listen(gatewayServer);
  const smsServer =
    options.smsTimeoutMs === undefined
      ? null
      : createServer(
          createSmsSimulator(
            { stepMs: 5, inboundUrl: `${bff}/api/v1/sms/incoming` },
            { clock, control: TEST_CONTROL_ACCESS },
          ).callback(),
        );
  const sms = smsServer ? await listen(smsServer) : "";
  const smsConfig =
    options.smsTimeoutMs === undefined
      ? {}
      : {
          sms: {
            baseUrl: sms,
            accountSid: SMS_DEMO_ACCOUNT.accountSid,
            authToken: SMS_DEMO_ACCOUNT.authToken,
            from: phoneNumber(SMS_DEMO_ACCOUNT.from),
            messagingServiceSid: null,
            webhookBaseUrl: `${bff}/api/v1/sms`,
            timeoutMs: options.smsTimeoutMs,
          },
          ...(options.smsInControl ? { smsSimulatorUrl: sms } : {}),
        };
  const base = testConfig({ ccbUrl: ccb, gatewayUrl: gateway });
  const config = testConfig({
    ccbUrl: ccb,
    gatewayUrl: gateway,
    ...smsConfig,
    ...options.config,
    payments: {
      ...base.payments,
      ...options.config?.payments,
      paymentPageUrl: `${gateway}/payment`,
      workerIntervalMs: 0,
    },
  });
  // The BFF's real gateway client; a test may put its own fetch under it (e.g. to lose an answer).
  const gatewayClient = gge4Adapter({
    baseUrl: gateway,
    payments: config.payments,
    clock,
    fetch: options.gatewayFetch,
  });
  const bffApp = await createApp(config, {
    clock,
    logger: options.logger ?? silentLogger,
    gateway: gatewayClient,
  });
  bffServer.on("request", bffApp.app.callback());

  const json = callJson;

  return {
    bff,
    ccb,
    gateway,
    sms,
    clock,
    bffApp,
    call: (path, init = {}) =>
      json(`${bff}${path}`, init.body === undefined ? "GET" : "POST", init.body, init.token),
    sim: (baseUrl, method, path, body) => json(`${baseUrl}${path}`, method, body),
    async login(username, password) {
      const { body } = await json(`${bff}/api/v1/user-login`, "POST", { userName: username, password });
      if (!body.token) throw new Error(`login of ${username} failed`);
      return body.token as string;
    },
    async close() {
      await Promise.all([
        close(bffServer),
        close(gatewayServer),
        close(ccbServer),
        ...(smsServer ? [close(smsServer)] : []),
      ]);
      await bffApp.close();
    },
  };
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The browser's part of the hosted checkout: POST the hidden form, then the card form. */
export async function payOnHostedPage(
  stack: PaymentStack,
  fields: Record<string, string>,
  card: { number?: string; name?: string; expiry?: string; cvv?: string } = {},
): Promise<Response> {
  const page = await postForm(`${stack.gateway}/payment`, fields);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`payment page refused (${page.status})`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("no card form");
  return postForm(`${stack.gateway}${action}`, {
    cardholder_name: card.name ?? "MARIA CRUZ",
    card_number: card.number ?? "4111111111111111",
    expiry: card.expiry ?? "12/30",
    cvv: card.cvv ?? "123",
  });
}

/**
 * A residential hidden form signed again a second later: another fingerprint, so another payment
 * session at the gateway, for the same invoice (the only way to be charged twice for one checkout).
 */
export function signedAgain(stack: PaymentStack, fields: Record<string, string>): Record<string, string> {
  const timestamp = String(Number(fields.x_fp_timestamp) + 1);
  const page = stack.bffApp.services.config.payments.pages.RESID;
  const signed = {
    login: fields.x_login ?? "",
    sequence: fields.x_fp_sequence ?? "",
    timestamp,
    amount: fields.x_amount ?? "",
    currency: fields.x_currency_code ?? "",
  };
  return { ...fields, x_fp_timestamp: timestamp, x_fp_hash: fingerprintHash(signed, page.transactionKey) };
}
