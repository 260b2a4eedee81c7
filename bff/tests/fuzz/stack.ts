/**
 * The three apps under fuzz, in-process on port 0 as in production: the ccb-simulator, the
 * gateway-simulator (relaying to the BFF) and the BFF in front of both, sharing one manual clock.
 * Each target says what its routes are, which credentials reach past its guards, what its state is
 * (so that a refused request can be shown to have changed nothing) and what its error shape is.
 */
import { createServer } from "node:http";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { GATEWAY_TERMINAL } from "@paygpa/fixtures";
import { manualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { createApp as createGateway, GatewayStore, signE4Request } from "@paygpa/gateway-simulator";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { sql } from "kysely";
import type Koa from "koa";
import { createApp } from "../../src/app";
import { nmsAdapter } from "../../src/integrations/outages";
import { testConfig } from "../support/test-config";
import { ownTables } from "../../src/control/tables.repository";
import { close, listen } from "../payment-harness";
import { silentLogger } from "../../src/platform/http/logger";
import { persona } from "../personas";
import { type FuzzRoute, routesOf } from "./routes";
import type { Vocabulary } from "./requests";
import { bffVocabulary, ccbVocabulary, gatewayVocabulary } from "./vocabulary";

export const TODAY = "2026-11-21";

/** What a request carries to reach past a guard: headers, or a signature computed from the request. */
export type Credential =
  | { name: string; headers: Record<string, string> }
  | {
      name: string;
      sign: (request: {
        method: string;
        target: string;
        body: string;
        contentType: string;
      }) => Record<string, string>;
    };

export interface FuzzTarget {
  name: string;
  url: string;
  routes: FuzzRoute[];
  /** Routes whose every request is well formed (they read no input): not fuzzed, since any call is a real action. */
  inputless: ReadonlySet<string>;
  vocabulary: Vocabulary;
  /** Values for path parameters that reach past a look-up. */
  pathValues: Record<string, string>;
  credentials: Credential[];
  /** Counts of everything a request could write; compared before and after a refused request. */
  state(): Promise<Record<string, unknown>>;
  /** Null when an error answer has the app's own shape, else what is wrong with it. */
  shapeProblem(status: number, contentType: string, text: string, path: string): string | null;
}

export interface FuzzStack {
  targets: FuzzTarget[];
  /** Puts back what an accepted control request may have changed (clock, faults, forced outcomes). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function jsonErrorProblem(text: string, field: "message" | "description"): string | null {
  try {
    const body = JSON.parse(text) as { error?: Record<string, unknown> };
    if (typeof body?.error?.code !== "string") return "no error.code";
    if (typeof body.error[field] !== "string") return `no error.${field}`;
    return null;
  } catch {
    return "not JSON";
  }
}

/** What is wrong with an answer that should be OUAF's problem detail document, or null. */
function problemDetailProblem(text: string): string | null {
  try {
    const problem = (JSON.parse(text) as { problemDetailDocument?: Record<string, unknown> })
      ?.problemDetailDocument;
    if (!problem) return "no problemDetailDocument";
    if (typeof problem.problemType !== "string" || !/\/\d+\/\d+$/.test(problem.problemType))
      return "no problemType ending in the message category and number";
    // A number, as Oracle's REST API reference lists it (decision 027).
    if (typeof problem.httpStatus !== "number") return "no httpStatus";
    if (typeof problem.detail !== "string") return "no detail";
    return null;
  } catch {
    return "not JSON";
  }
}

async function postJson(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

export async function startFuzzStack(): Promise<FuzzStack> {
  const clock = manualClock(TODAY);
  const ccbApp = createCcbSimulator(
    { bulkCustomers: 20, journalLimit: 50 },
    { clock, control: TEST_CONTROL_ACCESS },
  );
  const ccbServer = createServer(ccbApp.callback());
  const ccb = await listen(ccbServer);
  const bffServer = createServer();
  const bff = await listen(bffServer);
  const gatewayStore = new GatewayStore();
  const gatewayApp = createGateway(
    { relayUrl: `${bff}/api/v1/gateway/relay`, returnUrl: "http://portal.test/payment-result/{invoice}" },
    { clock, store: gatewayStore, random: () => 0.5, control: TEST_CONTROL_ACCESS },
  );
  const gatewayServer = createServer(gatewayApp.callback());
  const gateway = await listen(gatewayServer);
  const base = testConfig({ ccbUrl: ccb, gatewayUrl: gateway });
  // The per-address rate limit would answer 429 before validation: set high so that input is what is tested.
  const config = testConfig({
    ccbUrl: ccb,
    gatewayUrl: gateway,
    rateLimitPerMinute: 1_000_000,
    payments: { ...base.payments, paymentPageUrl: `${gateway}/payment`, workerIntervalMs: 0 },
  });
  const bffApp = await createApp(config, { clock, logger: silentLogger });
  // The outage system too (decision 046), so that a well-formed outage report is a real one, not a 503.
  const omsServer = createServer(
    createOms({ bulkCustomers: 20, today: TODAY }, { clock, control: TEST_CONTROL_ACCESS }).callback(),
  );
  const oms = await listen(omsServer);
  bffApp.services.outages = nmsAdapter({ baseUrl: oms, timeoutMs: 1000 });
  bffServer.on("request", bffApp.app.callback());

  const customer = persona("postpaid-current");
  const account = customer.accounts[0]?.accountId ?? "";
  const login = await postJson(`${bff}/api/v1/user-login`, {
    userName: customer.username,
    password: customer.password,
  });
  const adminLogin = await postJson(`${bff}/api/v1/login`, {
    username: "superadmin",
    password: "Super#Admin1",
  });
  const quickPay = await postJson(`${bff}/api/v1/validate-account`, {
    accountId: account,
    postal: customer.zip,
  });
  const adminToken =
    (adminLogin.result as Array<{ token?: string }> | undefined)?.[0]?.token ?? adminLogin.token;
  const bearer = (name: string, token: unknown): Credential => {
    if (typeof token !== "string") throw new Error(`fuzz: no ${name} token`);
    return { name, headers: { authorization: `Bearer ${token}` } };
  };

  // The rate limit's counts and the timed jobs' leases are bookkeeping (decision 020), not data a
  // request may not change: every limited request counts, in the database since several instances share it.
  const bffTables = async () => {
    // The BFF's tables by introspection (SQLite or this app's PostgreSQL schema), Kysely's own left out.
    const tables = (await ownTables(bffApp.services.db))
      // Every limited request counts in the database, and jobs take leases: neither is customer state.
      .filter((name) => !["rate_limit_windows", "job_leases"].includes(name))
      .sort();
    // One query for all the counts: a round trip per table per request is most of a PostgreSQL run.
    const counted = sql.join(
      tables.map((name) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`),
      sql` union all `,
    );
    const result = await sql<{ name: string; n: number }>`${counted}`.execute(bffApp.services.db);
    const counts: Record<string, unknown> = Object.fromEntries(
      result.rows.map((row) => [row.name, Number(row.n)]),
    );
    const flags = await sql<{
      id: number;
      flag: number;
    }>`select id, flag from maintenance_flags order by id`.execute(bffApp.services.db);
    counts.maintenance = flags.rows.map((row) => `${row.id}:${row.flag}`).join(",");
    return counts;
  };

  const ccbState = async () => {
    const health = (await (
      await fetch(`${ccb}/__control/health`, { headers: controlTokenHeaders() })
    ).json()) as Record<string, unknown>;
    const faults = (await (
      await fetch(`${ccb}/__control/faults`, { headers: controlTokenHeaders() })
    ).json()) as Record<string, unknown>;
    return { counts: health.counts, today: health.today, faults: faults.faults };
  };

  const gatewayState = async () => ({
    sessions: gatewayStore.sessions.size,
    transactions: gatewayStore.transactions.length,
    outbox: gatewayStore.outbox.length,
    nextOutcome: gatewayStore.nextOutcome,
    dropNextRelay: gatewayStore.dropNextRelay,
    faults: gatewayStore.faults.list(),
    today: clock.today(),
  });

  // The control APIs' token (the test one), so that their routes are fuzzed past the guard too.
  const controlToken: Credential = { name: "control token", headers: controlTokenHeaders() };

  const signed: Credential = {
    name: "e4 signature",
    sign: ({ method, target, body, contentType }) =>
      signE4Request({
        method,
        requestTarget: target,
        body,
        contentType,
        keyId: GATEWAY_TERMINAL.hmacKeyId,
        hmacKey: GATEWAY_TERMINAL.hmacKey,
        date: clock.now(),
      }) as unknown as Record<string, string>,
  };

  const targets: FuzzTarget[] = [
    {
      name: "bff",
      url: bff,
      routes: routesOf(bffApp.app as unknown as Koa),
      inputless: new Set(["POST /api/v1/logout", "POST /__control/reset"]),
      vocabulary: bffVocabulary({ accountId: account, personId: customer.personId }),
      pathValues: {},
      credentials: [
        { name: "none", headers: {} },
        bearer("customer session", login.token),
        bearer("admin session", adminToken),
        bearer("quick-pay token", quickPay.token),
        controlToken,
      ],
      state: bffTables,
      shapeProblem: (_status, type, text, path) => {
        // The gateway's relay answers a page the gateway shows the cardholder, refused or not
        // (decision 026): one that takes them to the result page.
        if (path === "/api/v1/gateway/relay" && type.startsWith("text/html")) {
          return /<meta http-equiv="refresh" content="0;url=[^"]+">/.test(text)
            ? null
            : "no way to the result page";
        }
        return jsonErrorProblem(text, "message");
      },
    },
    {
      name: "ccb-simulator",
      url: ccb,
      routes: routesOf(ccbApp as unknown as Koa),
      inputless: new Set(["POST /__control/reset", "DELETE /__control/journal", "DELETE /__control/faults"]),
      vocabulary: ccbVocabulary({ accountId: account, personId: customer.personId }),
      pathValues: { accountId: account },
      credentials: [{ name: "none", headers: {} }, controlToken],
      state: ccbState,
      // Billing's public API answers OUAF's problem detail document (decision 027); the control
      // guard, shared by the three services' control APIs, answers `{ error: { code, message } }`.
      shapeProblem: (_status, type, text, path) => {
        if (path.startsWith("/__control") && jsonErrorProblem(text, "message") === null) return null;
        // A refused bill link asked for as HTML (a browser) is a page a person can read.
        if (path.startsWith("/bill-presentment") && type.startsWith("text/html")) {
          return /<html lang="en">.*<title>.+<\/title>.*<h1>/s.test(text) ? null : "not a readable page";
        }
        return problemDetailProblem(text);
      },
    },
    {
      name: "gateway-simulator",
      url: gateway,
      routes: routesOf(gatewayApp as unknown as Koa),
      inputless: new Set([
        "POST /__control/reset",
        "DELETE /__control/next-outcome",
        "DELETE /__control/faults",
        "POST /__control/drop-next-relay",
        "DELETE /__control/journal",
      ]),
      vocabulary: gatewayVocabulary(),
      pathValues: { version: "v12" },
      credentials: [{ name: "none", headers: {} }, signed, controlToken],
      state: gatewayState,
      // e4's API answers errors as text/plain, the hosted page as HTML, the control API as JSON.
      shapeProblem: (_status, type, text, path) => {
        if (path.startsWith("/__control")) return jsonErrorProblem(text, "message");
        if (path.startsWith("/payment"))
          return type.startsWith("text/html") && text.length > 0 ? null : "not an HTML page";
        return type.startsWith("text/plain") && text.length > 0 ? null : "not e4 plain text";
      },
    },
  ];

  return {
    targets,
    async restore() {
      clock.setToday(TODAY);
      await fetch(`${ccb}/__control/faults`, { method: "DELETE", headers: controlTokenHeaders() });
      gatewayStore.faults.clear();
      gatewayStore.nextOutcome = null;
      gatewayStore.dropNextRelay = false;
      await sql`update maintenance_flags set flag = 0`.execute(bffApp.services.db);
    },
    async close() {
      await Promise.all([close(bffServer), close(gatewayServer), close(ccbServer), close(omsServer)]);
      await bffApp.close();
    },
  };
}
