/**
 * The unchanged `twilio` client, through our adapter, against the sms-simulator: every call the BFF
 * makes, the refusals in our words, the provider down or slow, and the webhooks' signatures
 * (signed ones read, unsigned or forged ones refused).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp, SMS_DEMO_ACCOUNT, twilioSignature } from "@paygpa/sms-simulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MobileNumber, phoneNumber, type SmsPort } from "./sms-port";
import type { SmsSettings } from "../../platform/sms.config";
import { twilioAdapter } from "./twilio-adapter";

const CUSTOMER = phoneNumber("+16715551234") as MobileNumber;
let simulator: Server;
let receiver: Server;
let simUrl = "";
let webhookBase = "";
const received: Record<string, string>[] = [];
let sms: SmsPort;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function control(method: string, path: string, body?: unknown) {
  const answer = await fetch(`${simUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer.json() as Promise<Record<string, unknown>>;
}

function settings(overrides: Partial<SmsSettings> = {}): SmsSettings {
  return {
    baseUrl: simUrl,
    accountSid: SMS_DEMO_ACCOUNT.accountSid,
    authToken: SMS_DEMO_ACCOUNT.authToken,
    from: phoneNumber(SMS_DEMO_ACCOUNT.from),
    messagingServiceSid: null,
    webhookBaseUrl: webhookBase,
    timeoutMs: 2_000,
    ...overrides,
  };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
      response.end("");
    });
  });
  webhookBase = await listen(receiver);
  const app = createApp(
    { stepMs: 5, inboundUrl: `${webhookBase}/incoming` },
    { clock: manualClock(new Date("2026-03-02T00:00:00Z")), control: TEST_CONTROL_ACCESS },
  );
  simulator = createServer(app.callback());
  simUrl = await listen(simulator);
  sms = twilioAdapter(settings());
});
afterAll(async () => {
  simulator.closeAllConnections();
  receiver.closeAllConnections();
  await new Promise((resolve) => simulator.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  await control("POST", "/reset");
});

describe("sending through the twilio client", () => {
  it("is accepted with the provider's id, and its delivery reported to the status URL and looked up", async () => {
    const sent = await sms.sendText({
      to: CUSTOMER,
      body: "GPA: Your bill is ready.",
      statusUrl: `${webhookBase}/status`,
    });
    expect(sent).toMatchObject({ outcome: "accepted", delivery: "waiting", segments: 1 });
    if (sent.outcome !== "accepted") return;
    await expect.poll(() => received.map((r) => r.MessageStatus)).toEqual(["sending", "sent", "delivered"]);
    expect(await sms.lookUpText(sent.providerId)).toMatchObject({
      to: CUSTOMER,
      delivery: "delivered",
      errorCode: null,
    });
    const report = sms.readDeliveryReport({ url: "", signature: null, params: received[2] ?? {} });
    expect(report).toEqual({ providerId: sent.providerId, delivery: "delivered", errorCode: null });
  });

  it("counts a long text's segments as the provider does", async () => {
    const sent = await sms.sendText({ to: CUSTOMER, body: "a".repeat(200), statusUrl: null });
    expect(sent).toMatchObject({ outcome: "accepted", segments: 2 });
  });

  it("answers the provider's refusals in our words: not a number, opted out, sender or credentials refused", async () => {
    const bad = await sms.sendText({ to: "+1" as MobileNumber, body: "x", statusUrl: null });
    expect(bad).toMatchObject({ outcome: "refused", reason: "not-a-mobile-number", providerCode: 21211 });
    await control("POST", "/phone/reply", { from: CUSTOMER, body: "STOP" });
    expect(await sms.sendText({ to: CUSTOMER, body: "x", statusUrl: null })).toMatchObject({
      outcome: "refused",
      reason: "opted-out",
      providerCode: 21610,
    });
    const other = twilioAdapter(settings({ from: phoneNumber("+16715550199") }));
    expect(
      await other.sendText({ to: phoneNumber("+16715550000") as MobileNumber, body: "x", statusUrl: null }),
    ).toMatchObject({ reason: "sender-refused", providerCode: 21606 });
    const wrong = twilioAdapter(settings({ authToken: "0123456789abcdef0123456789abcdef" }));
    expect(await wrong.sendText({ to: CUSTOMER, body: "x", statusUrl: null })).toMatchObject({
      reason: "credentials-refused",
      providerCode: 20003,
    });
  });

  it("is unavailable, never accepted, when the provider is down, answers 503 or is slower than the time limit", async () => {
    await control("PUT", "/faults", { route: "*", down: true });
    expect(await sms.sendText({ to: CUSTOMER, body: "x", statusUrl: null })).toMatchObject({
      outcome: "unavailable",
    });
    await control("PUT", "/faults", { route: "*", status: 503 });
    expect(await sms.sendText({ to: CUSTOMER, body: "x", statusUrl: null })).toMatchObject({
      outcome: "unavailable",
      detail: "HTTP 503",
    });
    await control("PUT", "/faults", { route: "*", latencyMs: 1500 });
    const impatient = twilioAdapter(settings({ timeoutMs: 300 }));
    expect(await impatient.sendText({ to: CUSTOMER, body: "x", statusUrl: null })).toMatchObject({
      outcome: "unavailable",
    });
  });
});

describe("webhooks from the provider", () => {
  const url = "https://paygpa.example/api/v1/sms/incoming";
  const params = {
    MessageSid: `SM${"1".repeat(32)}`,
    From: CUSTOMER,
    Body: "Stop",
    To: SMS_DEMO_ACCOUNT.from,
  };

  it("are read when signed with the account's token, and refused unsigned, forged or altered", () => {
    const signature = twilioSignature(SMS_DEMO_ACCOUNT.authToken, url, params);
    expect(sms.isSigned({ url, signature, params })).toBe(true);
    expect(sms.isSigned({ url, signature: null, params })).toBe(false);
    expect(sms.isSigned({ url, signature: twilioSignature("f".repeat(32), url, params), params })).toBe(
      false,
    );
    expect(sms.isSigned({ url, signature, params: { ...params, Body: "START" } })).toBe(false);
    expect(sms.readIncomingText({ url, signature, params })).toEqual({
      providerId: params.MessageSid,
      from: CUSTOMER,
      body: "Stop",
      kind: "stop",
    });
  });

  it("answer a reply as TwiML the provider sends back", () => {
    expect(sms.replyDocument("GPA: call (671) 647-5787.").body).toContain(
      "<Response><Message>GPA: call (671) 647-5787.</Message></Response>",
    );
    expect(sms.replyDocument(null).body).toContain("<Response/>");
  });
});
