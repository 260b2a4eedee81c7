/** The one-time code that confirms a number, and the consent stored with it. */
import { segmentsOf } from "@paygpa/sms-simulator";
import { describe, expect, it } from "vitest";
import {
  CODE_MAX_TRIES,
  checkCode,
  codeText,
  newCode,
  TEXT_CONSENT_VERSION,
  textConsent,
} from "./text-consent";

const now = new Date("2026-03-02T01:00:00Z");

describe("confirming a number by one-time code", () => {
  it("keeps only the code's hash, and confirms the code typed back within 10 minutes", () => {
    const { code, pending } = newCode(now);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(pending)).not.toContain(code);
    expect(checkCode(pending, ` ${code} `, new Date(now.getTime() + 599_000))).toBe("confirmed");
    expect(checkCode(pending, code, new Date(now.getTime() + 601_000))).toBe("expired");
    const other = code === "000000" ? "000001" : "000000";
    expect(checkCode(pending, other, now)).toBe("wrong");
    expect(checkCode({ ...pending, tries: CODE_MAX_TRIES }, code, now)).toBe("too-many-tries");
  });

  it("texts the code in one segment, with no link", () => {
    const text = codeText("012345");
    expect(segmentsOf(text).count).toBe(1);
    expect(text).not.toMatch(/https?:/);
  });

  it("shows a versioned consent naming the number, STOP and HELP", () => {
    const consent = textConsent("+16715551234");
    expect(consent.version).toBe(TEXT_CONSENT_VERSION);
    expect(consent.text).toContain("+16715551234");
    expect(consent.text).toContain("Reply STOP to stop, HELP for help");
  });
});
