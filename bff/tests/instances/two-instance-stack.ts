/**
 * Two BFF instances on ONE database behind a load balancer of the test's own, with the real billing
 * and gateway simulators (decision 020). Each request, the gateway's relays included,
 * lands on either instance; an instance can be killed mid-run. The database comes from the
 * environment: `PAYGPA_TEST_DATABASE_URL` (PostgreSQL, once the dialect is in) or a fresh SQLite file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock } from "@paygpa/simulator-kit";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { TEST_CONTROL_TOKEN } from "@paygpa/runtime/demo-secrets";
import { createApp as createGateway } from "@paygpa/gateway-simulator";
import type { Transporter } from "nodemailer";
import { type BffApp, createApp } from "../../src/app";
import { demoConfig } from "../../src/demo";
import { freshTestSchema, testPostgresUrl } from "../support/test-database";
import { type BillingPort, ccbRestAdapter } from "../../src/integrations/billing";
import type { Config } from "../../src/platform/config";
import { silentLogger } from "../../src/platform/http/logger";
import { callJson, close, listen, type PaymentStack, TODAY } from "../payment-harness";

/** One mail as an instance's transport sent it. */
export interface SentMail {
  instance: string;
  to: string;
  subject: string;
  text: string;
}

export interface TwoInstanceStack extends PaymentStack {
  /** Both instances; `bffApp` is the first one still alive. */
  instances: BffApp[];
  /** Every mail either instance's transport sent. */
  sent: SentMail[];
  /** Which instance each request to the load balancer went to. */
  served: number[];
  /** Billing's confirmations of make-payment each instance received, by payment key. */
  confirmed: Map<string, string[]>;
  /** Closes instance `index` (its timed jobs stop); the load balancer sends everything to the other. */
  kill(index: number): Promise<void>;
  alive(index: number): boolean;
  /** Where the database is, for the figures. */
  database: string;
}

/** The configuration of one instance, read from the environment like a real start. */
function instanceConfig(
  name: string,
  database: { sqliteFile: string; schema: string },
  overrides: Partial<Config>,
): Config {
  const url = testPostgresUrl();
  const env = {
    PAYGPA_MODE: "test",
    PAYGPA_BFF_DB: database.sqliteFile,
    // On PostgreSQL both instances share one fresh schema: one database, as in production.
    ...(url ? { PAYGPA_DATABASE_URL: url, PAYGPA_DATABASE_SCHEMA: database.schema } : {}),
    PAYGPA_CONTROL_TOKEN: TEST_CONTROL_TOKEN,
    PAYGPA_INSTANCE_ID: name,
  };
  const base = demoConfig(env);
  return Object.freeze({
    ...base,
    ...overrides,
    payments: { ...base.payments, ...overrides.payments, workerIntervalMs: 0 },
  });
}

/** The BFF's real billing client, noting each make-payment billing confirmed to this instance. */
function notingBillingClient(
  instance: string,
  config: Config,
  confirmed: Map<string, string[]>,
): BillingPort {
  const client = ccbRestAdapter({
    baseUrl: config.ccbUrl,
    timeoutMs: config.ccbTimeoutMs,
    logger: silentLogger,
  });
  return {
    ...client,
    async makePayment(request) {
      const answer = await client.makePayment(request);
      confirmed.set(request.externalReferenceId, [
        ...(confirmed.get(request.externalReferenceId) ?? []),
        instance,
      ]);
      return answer;
    },
  };
}

function countingTransport(instance: string, sent: SentMail[]): Transporter {
  const transport = {
    async sendMail(mail: { to: string; subject: string; text: string }) {
      sent.push({ instance, to: mail.to, subject: mail.subject, text: mail.text });
      return { messageId: `${instance}-${sent.length}` };
    },
  };
  return transport as unknown as Transporter;
}

const json = callJson;

interface StackOptions {
  config?: Partial<Config>;
  ccbSleep?: (ms: number) => Promise<void>;
  gatewayRelay?: (url: string, form: Readonly<Record<string, string>>) => Promise<Response>;
}

/** Billing, the load balancer's address and the gateway relaying to it, on one manual clock. */
async function startSimulators(options: StackOptions) {
  const clock = manualClock(TODAY);
  const ccbServer = createServer(
    createCcbSimulator(
      { bulkCustomers: 20 },
      { clock, control: TEST_CONTROL_ACCESS, ...(options.ccbSleep ? { sleep: options.ccbSleep } : {}) },
    ).callback(),
  );
  const ccb = await listen(ccbServer);
  // The load balancer listens first so that the gateway can be told where to relay.
  const front = createServer();
  const bff = await listen(front);
  const gatewayServer = createServer(
    createGateway(
      { relayUrl: `${bff}/api/v1/gateway/relay`, returnUrl: "http://portal.test/payment-result/{invoice}" },
      {
        clock,
        control: TEST_CONTROL_ACCESS,
        ...(options.gatewayRelay ? { relay: options.gatewayRelay } : {}),
      },
    ).callback(),
  );
  const gateway = await listen(gatewayServer);
  return { clock, ccb, ccbServer, front, bff, gateway, gatewayServer };
}

export async function startTwoInstances(options: StackOptions = {}): Promise<TwoInstanceStack> {
  const { clock, ccb, ccbServer, front, bff, gateway, gatewayServer } = await startSimulators(options);
  const folder = mkdtempSync(join(tmpdir(), "paygpa-instances-"));
  const sent: SentMail[] = [];
  const served: number[] = [];
  const confirmed = new Map<string, string[]>();
  const instances: BffApp[] = [];
  const database = { sqliteFile: join(folder, "bff.sqlite"), schema: freshTestSchema() };
  // One after the other: the first start migrates and seeds, the second finds it done.
  for (const name of ["bff-a", "bff-b"]) {
    const config = instanceConfig(name, database, {
      ccbUrl: ccb,
      gatewayUrl: gateway,
      ...options.config,
      payments: { ...options.config?.payments, paymentPageUrl: `${gateway}/payment` } as Config["payments"],
    });
    const app = await createApp(config, {
      clock,
      billing: notingBillingClient(name, config, confirmed),
      logger: silentLogger,
      mailTransport: countingTransport(name, sent),
    });
    instances.push(app);
  }
  const callbacks = instances.map((app) => app.app.callback());
  const dead = new Set<number>();
  const live = () => [0, 1].filter((index) => !dead.has(index));
  let turn = 0;
  // Round robin over the live instances.
  front.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const alive = live();
    const index = alive[turn++ % alive.length] as number;
    served.push(index);
    callbacks[index]?.(req, res);
  });

  return {
    bff,
    ccb,
    gateway,
    clock,
    instances,
    sent,
    served,
    confirmed,
    database: testPostgresUrl() ? "PostgreSQL" : "SQLite file",
    get bffApp() {
      return instances[live()[0] ?? 0] as BffApp;
    },
    call: (path, init = {}) =>
      json(`${bff}${path}`, init.body === undefined ? "GET" : "POST", init.body, init.token),
    sim: (baseUrl, method, path, body) => json(`${baseUrl}${path}`, method, body),
    async login(username, password) {
      const { body } = await json(`${bff}/api/v1/user-login`, "POST", { userName: username, password });
      if (!body.token) throw new Error(`login of ${username} failed`);
      return body.token as string;
    },
    alive: (index) => !dead.has(index),
    async kill(index) {
      dead.add(index);
      await instances[index]?.close();
    },
    async close() {
      await Promise.all([close(front), close(gatewayServer), close(ccbServer)]);
      for (const [index, app] of instances.entries()) if (!dead.has(index)) await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
