/**
 * The one-time code's limits (decision 039), against the sms-simulator: a number gets at most 5
 * codes an hour (the 6th ask is a 429 TOO_MANY_TEXT_CODES with the customer's message, and no text
 * goes), and a code typed wrong 5 times is locked: even the right code is refused after that, until
 * a new code is sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { textNumberMessages } from "@paygpa/contract";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp as createSmsSimulator, SMS_DEMO_ACCOUNT } from "@paygpa/sms-simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneNumber } from "../src/integrations/sms";
import { startStack, type Json, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
let simulator: Server;
let simUrl = "";
let token = "";
const maria = persona("postpaid-current");

/** The codes texted to a number, newest first (as the simulator lists them). */
async function codesTo(phone: string): Promise<string[]> {
  const answer = await fetch(`${simUrl}/__control/messages?phone=${encodeURIComponent(phone)}`, {
    headers: controlTokenHeaders(),
  });
  const { messages } = (await answer.json()) as { messages: { to: string; body: string }[] };
  return messages
    .filter((m) => m.to === phone)
    .map((m) => /code is (\d{6})/.exec(m.body)?.[1] ?? "")
    .filter(Boolean);
}

const sendCode = (phone: string): Promise<{ status: number; body: Json }> =>
  stack.call("/api/v1/text-number/send-code", { token, body: { phone } });

const confirm = (code: string, consentVersion: string) =>
  stack.call("/api/v1/text-number/confirm", { token, body: { code, consentVersion, agreed: true } });

beforeAll(async () => {
  simulator = createServer(
    createSmsSimulator(
      { stepMs: 5 },
      { clock: manualClock(new Date("2026-11-21T00:00:00Z")), control: TEST_CONTROL_ACCESS },
    ).callback(),
  );
  simUrl = await new Promise((resolve) =>
    simulator.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(simulator.address() as AddressInfo).port}`),
    ),
  );
  stack = await startStack({
    sms: {
      baseUrl: simUrl,
      accountSid: SMS_DEMO_ACCOUNT.accountSid,
      authToken: SMS_DEMO_ACCOUNT.authToken,
      from: phoneNumber(SMS_DEMO_ACCOUNT.from),
      messagingServiceSid: null,
      webhookBaseUrl: "http://127.0.0.1:9/api/v1/sms",
      timeoutMs: 2_000,
    },
  });
  token = (await stack.login(maria.username, maria.password)).body.token;
});
afterAll(async () => {
  await stack.close();
  simulator.closeAllConnections();
  await new Promise((resolve) => simulator.close(resolve));
});

describe("the one-time code for a number for texts", () => {
  it("is texted at most 5 times an hour to a number: the 6th ask is refused and sends nothing", async () => {
    const phone = "+16715552001";
    for (let ask = 1; ask <= 5; ask++) {
      const sent = await sendCode("(671) 555-2001");
      expect([sent.status, sent.body.result?.codeSent]).toEqual([200, true]);
      stack.clock.advance(2 * 60_000);
    }
    expect(await codesTo(phone)).toHaveLength(5);

    const refused = await sendCode("(671) 555-2001");
    expect([refused.status, refused.body.error.code]).toEqual([429, "TOO_MANY_TEXT_CODES"]);
    expect(refused.body.error.message).toBe(textNumberMessages.tooManyCodes);
    expect(await codesTo(phone)).toHaveLength(5);

    // An hour after the first code, a code may be sent again (a new session: the old one idled out).
    stack.clock.advance(52 * 60_000);
    token = (await stack.login(maria.username, maria.password)).body.token;
    const again = await sendCode("(671) 555-2001");
    expect([again.status, again.body.result?.codeSent]).toEqual([200, true]);
    expect(await codesTo(phone)).toHaveLength(6);
  });

  it("is locked after 5 wrong tries: the right code is refused then, until a new code is sent", async () => {
    const phone = "+16715552002";
    const sent = await sendCode(phone);
    const { version } = sent.body.result.consent;
    const [code = ""] = await codesTo(phone);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let tryNumber = 1; tryNumber <= 5; tryNumber++) {
      const wrong = await confirm(wrongCode, version);
      expect([wrong.status, wrong.body.error.code]).toEqual([422, "TEXT_CODE_WRONG"]);
    }
    const locked = await confirm(code, version);
    expect([locked.status, locked.body.error.code]).toEqual([410, "TEXT_CODE_EXPIRED"]);
    expect(locked.body.error.message).toBe(textNumberMessages.codeExpired);
    const number = await stack.call("/api/v1/text-number", { token, body: {} });
    expect(number.body.result).toMatchObject({ phone, confirmed: false });

    await sendCode(phone);
    const [fresh = ""] = await codesTo(phone); // newest first
    const confirmed = await confirm(fresh, version);
    expect(confirmed.body.result).toMatchObject({ phone, confirmed: true });
  });
});
