/** The texts' wording and size, and quiet hours in Guam time. */
import { segmentsOf } from "@paygpa/sms-simulator";
import { describe, expect, it } from "vitest";
import { isQuietHour, nextSendingTime } from "./quiet-hours";
import { NO_REPLIES_TEXT, type TextEvent, textOf } from "./text-messages";

const account = "4418092765";
const EVENTS: TextEvent[] = [
  { kind: "billReady", account, amount: 1234.56, dueDate: "2026-03-21" },
  { kind: "dueSoon", account, amount: 1234.56, dueDate: "2026-03-21" },
  { kind: "pastDue", account, amount: 1234.56, dueDate: "2026-03-21" },
  { kind: "paymentReceived", account, amount: 1234.56 },
  { kind: "paymentPosted", account, amount: 1234.56 },
  { kind: "autopayReminder", account, amount: 1234.56, draftDate: "2026-03-18" },
  { kind: "autopayApproved", account, amount: 1234.56 },
  { kind: "autopayDeclined", account, amount: 1234.56, dueDate: "2026-03-21" },
  { kind: "instalmentDue", account, amount: 1234.56, dueDate: "2026-03-21" },
  { kind: "extensionBroken", account, promiseDate: "2026-03-21" },
  { kind: "securityNotice", change: "contact details" },
  { kind: "outageConfirmed", account, estimate: "2026-12-03T05:30:00.000Z" },
  { kind: "outageEstimate", account, estimate: "2026-12-03T05:30:00.000Z" },
  { kind: "outageEstimate", account, estimate: null },
  { kind: "outageRestored", account, reported: true },
];

describe("the texts", () => {
  it.each(EVENTS)("$kind fits one GSM-7 segment and never shows the whole account number", (event) => {
    const text = textOf(event);
    expect(segmentsOf(text)).toMatchObject({ encoding: "GSM-7", count: 1 });
    expect(text).not.toContain(account);
    expect(text.startsWith("GPA: ")).toBe(true);
    if (event.kind !== "securityNotice") expect(text).toContain("acct ending 2765");
  });

  it("says what to do after a declined AutoPay draft", () => {
    expect(textOf(EVENTS[7] as TextEvent)).toBe(
      "GPA: AutoPay for acct ending 2765 ($1234.56) was declined. Pay by 03/21 in PayGPA or update your card. Reply STOP to stop.",
    );
  });

  it("answers other replies with the help line, in one segment", () => {
    expect(NO_REPLIES_TEXT).toContain("(671) 647-5787");
    expect(segmentsOf(NO_REPLIES_TEXT).count).toBe(1);
  });
});

describe("quiet hours, 9 p.m. to 8 a.m. in Guam (UTC+10)", () => {
  const guam = (local: string) => new Date(`${local}+10:00`);

  it.each([
    ["2026-03-02T20:59:00", false],
    ["2026-03-02T21:00:00", true],
    ["2026-03-03T03:00:00", true],
    ["2026-03-03T07:59:00", true],
    ["2026-03-03T08:00:00", false],
  ])("%s is quiet: %s", (local, quiet) => {
    expect(isQuietHour(guam(local))).toBe(quiet);
  });

  it("holds a text of the evening or the night until 8 a.m., and never a security notice", () => {
    expect(nextSendingTime(guam("2026-03-02T22:30:00"), false)).toEqual(guam("2026-03-03T08:00:00"));
    expect(nextSendingTime(guam("2026-03-03T05:00:00"), false)).toEqual(guam("2026-03-03T08:00:00"));
    expect(nextSendingTime(guam("2026-03-03T12:00:00"), false)).toEqual(guam("2026-03-03T12:00:00"));
    expect(nextSendingTime(guam("2026-03-02T23:00:00"), true)).toEqual(guam("2026-03-02T23:00:00"));
  });
});
