/** The SMS provider's settings: demo defaults outside production, the account's own required and checked in it. */
import { describe, expect, it } from "vitest";
import { describeSmsSettings, readSmsSettings, type SmsDemoDefaults, TWILIO_API_ORIGIN } from "./sms.config";

const DEMO: SmsDemoDefaults = {
  accountSid: "AC5e1f0000000000000000000000000671",
  authToken: "7e570000000000000000000000c0ffee",
  from: "+16715550100",
  baseUrl: "http://localhost:3004",
  webhookBaseUrl: "http://localhost:3001/api/v1/sms",
};
const OWN = {
  PAYGPA_SMS_ACCOUNT_SID: "AC3f9a1c0b7e2d4a6f8b1c3e5d7f9a2b4c",
  PAYGPA_SMS_AUTH_TOKEN: "9b2e4d6f8a1c3e5b7d9f0a2c4e6b8d1f",
  PAYGPA_SMS_FROM: "+16715550123",
  PAYGPA_SMS_WEBHOOK_URL: "https://paygpa.gpa.example/api/v1/sms",
};

describe("the SMS provider's settings", () => {
  it("fall back on the simulator's demo account outside production", () => {
    const settings = readSmsSettings({}, "demo", DEMO);
    expect(settings).toMatchObject({
      baseUrl: "http://localhost:3004",
      accountSid: DEMO.accountSid,
      from: "+16715550100",
    });
  });

  it("in production take the account's own, and send to Twilio unless told otherwise", () => {
    const settings = readSmsSettings(OWN, "production", null);
    expect(settings).toMatchObject({
      baseUrl: TWILIO_API_ORIGIN,
      accountSid: OWN.PAYGPA_SMS_ACCOUNT_SID,
      from: "+16715550123",
    });
    expect(JSON.stringify(describeSmsSettings(settings))).not.toContain(OWN.PAYGPA_SMS_AUTH_TOKEN);
  });

  it.each([
    [
      { PAYGPA_SMS_AUTH_TOKEN: "" },
      "PAYGPA_SMS_ACCOUNT_SID and PAYGPA_SMS_AUTH_TOKEN are required in production",
    ],
    [
      { PAYGPA_SMS_FROM: "" },
      "PAYGPA_SMS_FROM or PAYGPA_SMS_MESSAGING_SERVICE_SID is required in production",
    ],
    [
      { PAYGPA_SMS_AUTH_TOKEN: DEMO.authToken },
      "PAYGPA_SMS_AUTH_TOKEN is the simulator's published demo value; set the account's own",
    ],
    [{ PAYGPA_SMS_AUTH_TOKEN: "secret" }, "PAYGPA_SMS_AUTH_TOKEN is not one the provider issues"],
    [
      { PAYGPA_SMS_AUTH_TOKEN: "0".repeat(32) },
      "PAYGPA_SMS_AUTH_TOKEN is a placeholder, not an issued value",
    ],
    [{ PAYGPA_SMS_ACCOUNT_SID: "AC123" }, "PAYGPA_SMS_ACCOUNT_SID is not one the provider issues"],
    [{ PAYGPA_SMS_FROM: "647-5787x" }, "PAYGPA_SMS_FROM must be a phone number in E.164 (+16715550100)"],
    [
      { PAYGPA_SMS_WEBHOOK_URL: "http://paygpa.gpa.example/api/v1/sms" },
      "PAYGPA_SMS_WEBHOOK_URL must be https in production (the provider calls only https)",
    ],
  ])("refuse a production start with %o", (change, message) => {
    expect(() => readSmsSettings({ ...OWN, ...change }, "production", null)).toThrow(message);
  });
});
