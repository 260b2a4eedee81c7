/**
 * Texts really sent (decisions 038, 039), against the sms-simulator over the unchanged `twilio`
 * client: a customer confirms a number with the code texted to it and the consent, chooses a
 * notice by text, and the text arrives; the provider's webhooks are verified (unsigned: 403);
 * STOP opts the number out at once and nothing more is sent; HELP is answered.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp as createSmsSimulator, SMS_DEMO_ACCOUNT } from "@paygpa/sms-simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNotices } from "../src/features/notifications";
import { phoneNumber } from "../src/integrations/sms";
import { startStack, type Json, type TestStack } from "./harness";
import { persona } from "./personas";

const PHONE = "+16715551234";
let stack: TestStack;
let token: string;
let simulator: Server;
let relay: Server;
let simUrl = "";
let bffUrl = "";
const maria = persona("postpaid-current");
const mariaAccount = maria.accounts[0]!.accountId;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function sim(method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await fetch(`${simUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer.json();
}

const textsTo = async (phone: string): Promise<{ body: string; direction: string }[]> =>
  (await sim("GET", `/messages?phone=${encodeURIComponent(phone)}`)).messages.filter(
    (m: { to: string }) => m.to === phone,
  );

beforeAll(async () => {
  // The provider calls the BFF's webhooks at the address the BFF was configured with (the signature
  // covers it); this relay stands at that address and passes each call on, headers and body as sent.
  relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const answer = await fetch(`${bffUrl}/api/v1/sms${request.url}`, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "text/plain",
      });
      response.end(await answer.text());
    });
  });
  const relayUrl = await listen(relay);
  simulator = createServer(
    createSmsSimulator(
      { stepMs: 5, inboundUrl: `${relayUrl}/incoming` },
      { clock: manualClock(new Date("2026-11-21T00:00:00Z")), control: TEST_CONTROL_ACCESS },
    ).callback(),
  );
  simUrl = await listen(simulator);
  stack = await startStack({
    sms: {
      baseUrl: simUrl,
      accountSid: SMS_DEMO_ACCOUNT.accountSid,
      authToken: SMS_DEMO_ACCOUNT.authToken,
      from: phoneNumber(SMS_DEMO_ACCOUNT.from),
      messagingServiceSid: null,
      webhookBaseUrl: relayUrl,
      timeoutMs: 2_000,
    },
  });
  bffUrl = stack.bff;
  token = (await stack.login(maria.username, maria.password)).body.token;
});
afterAll(async () => {
  await stack.close();
  for (const server of [simulator, relay]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("a customer's number for texts", () => {
  it("is confirmed by the code texted to it, with the consent agreed to", async () => {
    const before = await stack.call("/api/v1/text-number", { token, body: {} });
    expect(before.body.result).toMatchObject({ phone: null, confirmed: false, optedOut: false });

    const sent = await stack.call("/api/v1/text-number/send-code", {
      token,
      body: { phone: "(671) 555-1234" },
    });
    expect(sent.body.result).toMatchObject({ phone: PHONE, codeSent: true, confirmed: false });
    const [codeText] = await textsTo(PHONE);
    const code = /code is (\d{6})/.exec(codeText?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const { version } = sent.body.result.consent;

    const unagreed = await stack.call("/api/v1/text-number/confirm", {
      token,
      body: { code, consentVersion: version, agreed: false },
    });
    expect([unagreed.status, unagreed.body.error.code]).toEqual([422, "CONSENT_REQUIRED"]);
    const wrong = await stack.call("/api/v1/text-number/confirm", {
      token,
      body: { code: code === "000000" ? "111111" : "000000", consentVersion: version, agreed: true },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([422, "TEXT_CODE_WRONG"]);
    const confirmed = await stack.call("/api/v1/text-number/confirm", {
      token,
      body: { code, consentVersion: version, agreed: true },
    });
    expect(confirmed.body.result).toMatchObject({ phone: PHONE, confirmed: true, codeSent: false });
    const stored = await stack.services.db.selectFrom("text_numbers").selectAll().executeTakeFirstOrThrow();
    expect(stored.consent_version).toBe(version);
    expect(stored.consent_text).toContain("Reply STOP to stop");
    expect(
      JSON.stringify(await stack.services.db.selectFrom("text_outbox").selectAll().execute()),
    ).not.toContain(code);
  });

  it("gets the notice chosen by text once, with the account's last four digits only", async () => {
    const off = { email: false, text: false };
    await stack.call("/api/v1/update-notification-settings", {
      token,
      body: {
        accountId: mariaAccount,
        notices: {
          billReady: off,
          dueSoon: { email: false, text: true },
          pastDue: off,
          paymentPosted: off,
          lowPrepaidBalance: off,
          outages: off,
        },
      },
    });
    stack.clock.setToday("2026-11-28");
    await runNotices(stack.services);
    await runNotices(stack.services);
    await stack.services.deliverTexts();
    await stack.services.deliverTexts();
    const texts = (await textsTo(PHONE)).filter((text) => text.body.includes("is due"));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain(`acct ending ${mariaAccount.slice(-4)}`);
    expect(texts[0]?.body).not.toContain(mariaAccount);
    // The provider's signed delivery report reaches the outbox row.
    await until(async () => {
      const row = await stack.services.db
        .selectFrom("text_outbox")
        .select("delivery")
        .where("kind", "=", "dueSoon")
        .executeTakeFirst();
      return row?.delivery === "delivered";
    });
    const row = await stack.services.db
      .selectFrom("text_outbox")
      .selectAll()
      .where("kind", "=", "dueSoon")
      .executeTakeFirstOrThrow();
    expect([row.status, row.delivery]).toEqual(["sent", "delivered"]);
  });

  it("refuses the provider's webhooks unsigned or forged (403)", async () => {
    for (const path of ["/api/v1/sms/status", "/api/v1/sms/incoming"]) {
      const unsigned = await fetch(`${bffUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          MessageSid: `SM${"0".repeat(32)}`,
          MessageStatus: "delivered",
          From: PHONE,
          Body: "STOP",
        }),
      });
      const forged = await fetch(`${bffUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "Zm9yZ2Vk" },
        body: new URLSearchParams({ From: PHONE, Body: "STOP" }),
      });
      expect([unsigned.status, forged.status]).toEqual([403, 403]);
    }
    // The clock moved days on: a new session.
    token = (await stack.login(maria.username, maria.password)).body.token;
    expect((await stack.call("/api/v1/text-number", { token, body: {} })).body.result.optedOut).toBe(false);
  });

  it("answers HELP, and after STOP shows the number opted out and sends it nothing more", async () => {
    const help = await sim("POST", "/phone/reply", { from: PHONE, body: "HELP" });
    expect(help.replies.map((reply: { body: string }) => reply.body).join(" ")).toContain("(671) 647-5787");
    const other = await sim("POST", "/phone/reply", { from: PHONE, body: "who is this?" });
    expect(other.replies.map((reply: { body: string }) => reply.body).join(" ")).toContain(
      "does not take replies",
    );

    await sim("POST", "/phone/reply", { from: PHONE, body: "STOP" });
    expect((await stack.call("/api/v1/text-number", { token, body: {} })).body.result.optedOut).toBe(true);

    const before = (await textsTo(PHONE)).length;
    stack.clock.setToday("2026-12-02");
    await runNotices(stack.services);
    // Queued before the STOP, still: the outbox checks the list before the provider is called.
    await stack.services.db
      .insertInto("text_outbox")
      .values({
        created_at: new Date().toISOString(),
        kind: "billReady",
        event_key: "late-one",
        person_id: maria.personId,
        account_id: mariaAccount,
        to_phone: PHONE,
        body: "GPA: late",
        status: "queued",
        delivery: null,
        provider_id: null,
        send_after: "2000-01-01T00:00:00Z",
        attempts: 0,
        outcome_unknown: 0,
        sent_at: null,
        last_error: null,
        claimed_by: null,
        claimed_until: null,
      })
      .execute();
    await stack.services.deliverTexts();
    expect(await textsTo(PHONE)).toHaveLength(before);
    const late = await stack.services.db
      .selectFrom("text_outbox")
      .selectAll()
      .where("event_key", "=", "late-one")
      .executeTakeFirstOrThrow();
    expect([late.status, late.last_error]).toEqual(["given-up", "opted-out"]);
  });
});
