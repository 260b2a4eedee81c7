/** The Messages resource, statuses, signed callbacks, refusals, segments and keywords. */
import twilio from "twilio";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SMS_DEMO_ACCOUNT, SMS_DEMO_KEYWORD_REPLIES } from "../src/index";
import {
  type Application,
  BASIC,
  control,
  MESSAGES,
  type Simulator,
  send,
  startApplication,
  startSimulator,
  until,
} from "./helpers";

const CUSTOMER = "+16715551234";
let sim: Simulator;
let application: Application;

beforeEach(async () => {
  application = await startApplication();
  sim = await startSimulator({ inboundUrl: `${"http://127.0.0.1"}:0/unused` });
});
afterEach(async () => {
  await sim.close();
  await application.close();
});

describe("sending a text", () => {
  it("creates a queued message, then calls back sending, sent and delivered, each signed as Twilio signs", async () => {
    const callback = `${application.url}/api/v1/sms/status`;
    const created = await send(sim, {
      To: CUSTOMER,
      From: SMS_DEMO_ACCOUNT.from,
      Body: "GPA: your bill is ready.",
      StatusCallback: callback,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "queued",
      to: CUSTOMER,
      num_segments: "1",
      direction: "outbound-api",
    });
    expect(String(created.body.sid)).toMatch(/^SM[0-9a-f]{32}$/);
    await until(() => (application.received.length === 3 ? true : undefined));
    expect(application.received.map((r) => r.params.MessageStatus)).toEqual(["sending", "sent", "delivered"]);
    for (const request of application.received) {
      expect(
        twilio.validateRequest(SMS_DEMO_ACCOUNT.authToken, request.signature, callback, request.params),
      ).toBe(true);
      expect(twilio.validateRequest("0".repeat(32), request.signature, callback, request.params)).toBe(false);
    }
    const fetched = await fetch(`${sim.url}${MESSAGES.replace(".json", "")}/${created.body.sid}.json`, {
      headers: { authorization: BASIC },
    });
    expect(await fetched.json()).toMatchObject({ status: "delivered", error_code: null });
  });

  it("refuses a number that is not one (21211), a sender not the account's (21606), no body (21602), wrong credentials (20003)", async () => {
    expect(
      (await send(sim, { To: "671-555-1234", From: SMS_DEMO_ACCOUNT.from, Body: "x" })).body,
    ).toMatchObject({ code: 21211, status: 400 });
    expect((await send(sim, { To: CUSTOMER, From: "+16715559999", Body: "x" })).body).toMatchObject({
      code: 21606,
    });
    expect((await send(sim, { To: CUSTOMER, From: SMS_DEMO_ACCOUNT.from })).body).toMatchObject({
      code: 21602,
    });
    const wrong = await send(
      sim,
      { To: CUSTOMER, From: SMS_DEMO_ACCOUNT.from, Body: "x" },
      `Basic ${Buffer.from(`${SMS_DEMO_ACCOUNT.accountSid}:nope`).toString("base64")}`,
    );
    expect(wrong).toMatchObject({ status: 401, body: { code: 20003 } });
  });

  it("counts segments: 160 GSM-7 characters are one, 161 are two; one emoji makes the text UCS-2", async () => {
    const segments = async (Body: string) =>
      (await send(sim, { To: CUSTOMER, From: SMS_DEMO_ACCOUNT.from, Body })).body.num_segments;
    expect(await segments("a".repeat(160))).toBe("1");
    expect(await segments("a".repeat(161))).toBe("2");
    expect(await segments(`${"a".repeat(69)}⚡`)).toBe("1");
    expect(await segments(`${"a".repeat(70)}⚡`)).toBe("2");
  });

  it("ends undelivered with the forced error code, reported in the callback", async () => {
    await control(sim, "PUT", "/delivery-failures", { next: true, errorCode: 30003 });
    const callback = `${application.url}/status`;
    const created = await send(sim, {
      To: CUSTOMER,
      From: SMS_DEMO_ACCOUNT.from,
      Body: "x",
      StatusCallback: callback,
    });
    const last = await until(() =>
      application.received.find((r) => r.params.MessageStatus === "undelivered"),
    );
    expect(last.params).toMatchObject({ MessageSid: created.body.sid, ErrorCode: "30003" });
  });
});

describe("replies from the customer's phone", () => {
  beforeEach(async () => {
    await sim.close();
    sim = await startSimulator({ inboundUrl: `${application.url}/api/v1/sms/incoming` });
  });

  it("STOP opts the number out at once: one confirmation, the webhook carries OptOutType, and the next text is refused with 21610", async () => {
    const answer = await control(sim, "POST", "/phone/reply", { from: CUSTOMER, body: " stop " });
    expect(answer.body.replies).toMatchObject([{ body: SMS_DEMO_KEYWORD_REPLIES.STOP, to: CUSTOMER }]);
    const incoming = application.received[0];
    expect(incoming?.params).toMatchObject({ From: CUSTOMER, Body: " stop ", OptOutType: "STOP" });
    expect(
      twilio.validateRequest(
        SMS_DEMO_ACCOUNT.authToken,
        incoming?.signature ?? "",
        `${application.url}/api/v1/sms/incoming`,
        incoming?.params ?? {},
      ),
    ).toBe(true);
    expect((await send(sim, { To: CUSTOMER, From: SMS_DEMO_ACCOUNT.from, Body: "x" })).body).toMatchObject({
      code: 21610,
    });
    await control(sim, "POST", "/phone/reply", { from: CUSTOMER, body: "UNSTOP" });
    expect((await send(sim, { To: CUSTOMER, From: SMS_DEMO_ACCOUNT.from, Body: "x" })).status).toBe(201);
  });

  it("sends the application's TwiML <Message> back to the customer", async () => {
    application.twiml =
      "<Response><Message>GPA: this number does not take replies. Call (671) 647-5787.</Message></Response>";
    const answer = await control(sim, "POST", "/phone/reply", { from: CUSTOMER, body: "is my power back?" });
    expect(answer.body.replies).toMatchObject([
      { body: "GPA: this number does not take replies. Call (671) 647-5787." },
    ]);
    expect(application.received[0]?.params.OptOutType).toBeUndefined();
  });
});
