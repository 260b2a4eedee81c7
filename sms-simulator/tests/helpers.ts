/** Test harness: the SMS simulator on port 0 and a fake application receiving its webhooks. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_CONTROL_ACCESS, controlTokenHeaders } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp, SMS_DEMO_ACCOUNT, type SmsConfig } from "../src/index";

export interface Received {
  path: string;
  signature: string;
  params: Record<string, string>;
}

export interface Application {
  url: string;
  received: Received[];
  /** The TwiML the application answers an incoming message with. */
  twiml: string;
  close(): Promise<void>;
}

export async function startApplication(): Promise<Application> {
  const application: Application = { url: "", received: [], twiml: "<Response/>", close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      application.received.push({
        path: request.url ?? "",
        signature: String(request.headers["x-twilio-signature"] ?? ""),
        params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
      });
      response.writeHead(200, { "content-type": "text/xml" });
      response.end(application.twiml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  application.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  application.close = () => new Promise((resolve) => server.close(() => resolve()));
  return application;
}

export interface Simulator {
  url: string;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export async function startSimulator(config: SmsConfig = {}): Promise<Simulator> {
  const app = createApp(
    { stepMs: 5, ...config },
    {
      clock: manualClock(new Date("2026-03-02T00:00:00Z")),
      control: TEST_CONTROL_ACCESS,
    },
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, app, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const BASIC = `Basic ${Buffer.from(`${SMS_DEMO_ACCOUNT.accountSid}:${SMS_DEMO_ACCOUNT.authToken}`).toString("base64")}`;
export const MESSAGES = `/2010-04-01/Accounts/${SMS_DEMO_ACCOUNT.accountSid}/Messages.json`;

export async function send(sim: Simulator, form: Record<string, string>, authorization = BASIC) {
  const response = await fetch(sim.url + MESSAGES, {
    method: "POST",
    headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function control(sim: Simulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${sim.url}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function until<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
