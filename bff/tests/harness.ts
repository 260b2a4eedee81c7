import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock, type ManualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { createApp } from "../src/app";
import { testConfig } from "./support/test-config";
import type { Config } from "../src/platform/config";
import { silentLogger } from "../src/platform/http/logger";

/** A JSON answer, read loosely: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
export type Json = any;

export interface TestStack {
  bff: string;
  ccb: string;
  clock: ManualClock;
  /** The BFF itself, for tests that read what it recorded (the audit log). */
  bffApp: Awaited<ReturnType<typeof createApp>>;
  /** The BFF's services, for tests that drive a timed job themselves. */
  services: Awaited<ReturnType<typeof createApp>>["services"];
  call(
    path: string,
    init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Json }>;
  login(userName: string, password: string): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

export const TODAY = "2026-11-21";

function listen(app: {
  listen: (port: number, host: string) => Server;
}): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1");
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** A real ccb-simulator and a BFF on a fresh in-memory database, both on port 0, sharing one manual clock. */
export async function startStack(
  overrides: Partial<Config> = {},
  ccbConfig: { trainees?: number } = {},
): Promise<TestStack> {
  const clock = manualClock(TODAY);
  const ccb = await listen(
    createCcbSimulator({ bulkCustomers: 50, ...ccbConfig }, { clock, control: TEST_CONTROL_ACCESS }),
  );
  const bffApp = await createApp(testConfig({ ccbUrl: ccb.url, ...overrides }), {
    clock,
    logger: silentLogger,
  });
  const bff = await listen(bffApp.app);

  const call: TestStack["call"] = async (path, init = {}) => {
    // Calls to the BFF's control API carry the control token (tests of its refusal use fetch).
    const control = path.startsWith("/__control") ? controlTokenHeaders() : {};
    const headers: Record<string, string> = { accept: "application/json", ...control, ...init.headers };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${bff.url}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    // A CSV export or an image answers in its own type: its text is the body then.
    const isJson = (response.headers.get("content-type") ?? "").includes("json");
    return { status: response.status, body: text ? (isJson ? JSON.parse(text) : text) : null };
  };

  return {
    bff: bff.url,
    ccb: ccb.url,
    clock,
    bffApp,
    services: bffApp.services,
    call,
    login: (userName, password) => call("/api/v1/user-login", { body: { userName, password } }),
    async close() {
      await Promise.all([
        new Promise((resolve) => bff.server.close(resolve)),
        new Promise((resolve) => ccb.server.close(resolve)),
      ]);
      await bffApp.close();
    },
  };
}
