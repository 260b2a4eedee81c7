import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { specFilePatterns } from "./shard-plan";
import { controlToken, E2E_PORTAL_KEY, portBase, stackId, stackUrls } from "./stack";

const urls = stackUrls();
const tsx = "node --import tsx src/server.ts";

// Debian's Chromium where it is installed (CI, this machine); otherwise Playwright's own browser.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const executablePath = existsSync(chromium) ? chromium : undefined;

// Keep the browser's config and cache out of HOME.
process.env.XDG_CONFIG_HOME ??= join(tmpdir(), "paygpa-e2e-config");
process.env.XDG_CACHE_HOME ??= join(tmpdir(), "paygpa-e2e-cache");

const shared = {
  PAYGPA_MODE: "test",
  NODE_ENV: "production",
  PAYGPA_PORTAL_KEY: E2E_PORTAL_KEY,
  PAYGPA_CONTROL_TOKEN: controlToken(),
  // The address plan (decision 037), as a newcomer moves a stack: one variable moves the four
  // services and every address between them; the stack id makes a service pointed at another
  // stack refuse to start.
  PAYGPA_PORT_BASE: portBase(),
  PAYGPA_STACK_ID: stackId(),
  // Classroom mode (docs/qa-guide.md): three trainees with their own personas, beside the base ones.
  PAYGPA_TRAINEES: "3",
};

// The BFF keeps its database in a temp file and its log in another, so that after the suite a
// teardown can check that no card number or CVV was ever stored or logged (payment-data-teardown.ts).
process.env.PAYGPA_E2E_BFF_DIR ??= mkdtempSync(join(tmpdir(), "paygpa-e2e-bff-"));
const bffDir = process.env.PAYGPA_E2E_BFF_DIR;
// Each service's log in a file of its own (decision 023): operator-logs.spec.ts reads them.
process.env.PAYGPA_E2E_LOG_DIR ??= mkdtempSync(join(tmpdir(), "paygpa-e2e-logs-"));
const logTo = (service: string) =>
  `>> "${join(process.env.PAYGPA_E2E_LOG_DIR ?? "", `${service}.log`)}" 2>&1`;
// Signed arrangement forms uploaded by the tests (kept apart from the files the teardown reads).
process.env.PAYGPA_E2E_UPLOADS ??= mkdtempSync(join(tmpdir(), "paygpa-e2e-uploads-"));

// A shard of `shards.ts` runs the whole spec files it was dealt (decision 049); otherwise every spec.
const shardFiles = process.env.PAYGPA_E2E_SPEC_FILES?.trim();

export default defineConfig({
  testDir: "tests",
  ...(shardFiles ? { testMatch: specFilePatterns(shardFiles) } : {}),
  // In this order, while the stack still runs: every billing call of the run is a documented CCB
  // service (billing-paths-teardown.ts reads the simulator's log, which the next one removes).
  globalTeardown: ["./billing-paths-teardown.ts", "./payment-data-teardown.ts"],
  // The stack holds state (lockouts, sessions): tests run one at a time and reset it first.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // In CI one more try for a test that fails once: on a loaded 2-core machine a rare timing flake
  // (seen once in four full runs: edit-account's Change Password) must not hide the rest; the list
  // reporter still prints it as "flaky", so it stays visible. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: urls.portal,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // The QA mail catcher (decision 040): the BFF sends every mail to its SMTP (+6) over the
      // address plan; the tests read them in its inbox (+5), as QA does.
      name: "mail-inbox",
      command: `exec node --import tsx src/server.ts ${logTo("mail-inbox")}`,
      cwd: "../packages/mail-inbox",
      url: `${urls.mailInbox}/api/healthz`,
      env: shared,
      timeout: 60_000,
    },
    {
      name: "ccb-simulator",
      command: `exec ${tsx} ${logTo("ccb-simulator")}`,
      cwd: "../ccb-simulator",
      url: `${urls.ccb}/__control/health`,
      env: shared,
      timeout: 60_000,
    },
    {
      name: "gateway-simulator",
      command: `exec ${tsx} ${logTo("gateway-simulator")}`,
      cwd: "../gateway-simulator",
      url: `${urls.gateway}/__control/health`,
      env: {
        ...shared,
        // Repeatable runs (docs/qa-guide.md): the gateway's numbers start again on every reset.
        PAYGPA_SEED: "2026",
      },
      timeout: 60_000,
    },
    {
      // The SMS provider's simulator (decision 038): the BFF sends texts to it over the address
      // plan (+4) and it delivers the customers' replies to the BFF's webhook (+1).
      name: "sms-simulator",
      command: `exec ${tsx} ${logTo("sms-simulator")}`,
      cwd: "../sms-simulator",
      url: `${urls.sms}/__control/health`,
      env: { ...shared, PAYGPA_SMS_STEP_MS: "100" },
      timeout: 60_000,
    },
    {
      // The outage system (decision 041): the fixtures' network, no outages until a test makes some.
      name: "oms-simulator",
      command: `exec ${tsx} ${logTo("oms-simulator")}`,
      cwd: "../oms-simulator",
      url: `${urls.oms}/__control/health`,
      env: shared,
      timeout: 60_000,
    },
    {
      name: "bff",
      command: `exec ${tsx} >> "${join(bffDir, "bff.log")}" 2>&1`,
      cwd: "../bff",
      url: `${urls.bff}/__control/health`,
      env: {
        ...shared,
        PAYGPA_BFF_DB: join(bffDir, "bff.sqlite"),
        PAYGPA_ANNOUNCEMENT_IMAGE_DIR: join(bffDir, "announcement-images"),
        PAYGPA_ARRANGEMENT_UPLOAD_ROOT: process.env.PAYGPA_E2E_UPLOADS,
        // A mail is in the inbox a moment after the screen says it was sent (decision 040).
        PAYGPA_MAIL_INTERVAL_MS: "200",
      },
      timeout: 60_000,
    },
    {
      name: "portal",
      command: `exec node --import tsx server/index.ts ${logTo("portal")}`,
      cwd: "../portal",
      url: urls.portal,
      // Playwright stands for one reverse proxy: a test's X-Forwarded-For is its browser's address.
      env: {
        ...shared,
        PAYGPA_TRUSTED_PROXIES: "1",
      },
      timeout: 60_000,
    },
  ],
});
