/** Replies and the provider's answers, as the outbox and the webhook route act on them. */
import { describe, expect, it } from "vitest";
import { handleReply, mayText, outageKeyword, outcomeOfSend } from "./text-replies";
import { NO_REPLIES_TEXT } from "./text-messages";

describe("a customer's reply", () => {
  it("STOP opts out and START opts back in, each confirmed by the provider alone; HELP is answered by the provider", () => {
    expect(handleReply({ kind: "stop" })).toEqual({ optedOut: true, answer: null });
    expect(handleReply({ kind: "start" })).toEqual({ optedOut: false, answer: null });
    expect(handleReply({ kind: "help" })).toEqual({ optedOut: null, answer: null });
  });
  it("anything else gets the help line", () => {
    expect(handleReply({ kind: "other" })).toEqual({ optedOut: null, answer: NO_REPLIES_TEXT });
  });
});

describe("the provider's answer to a text", () => {
  it("is sent when accepted, tried again when unavailable, given up when refused", () => {
    expect(
      outcomeOfSend({ outcome: "accepted", providerId: "SM1", delivery: "waiting", segments: 1 }),
    ).toEqual({ state: "sent", providerId: "SM1" });
    expect(outcomeOfSend({ outcome: "unavailable", detail: "no answer" })).toEqual({
      state: "retry",
      detail: "no answer",
    });
    expect(
      outcomeOfSend({ outcome: "refused", reason: "not-a-mobile-number", providerCode: 21211, detail: "" }),
    ).toEqual({ state: "given-up", detail: "not-a-mobile-number 21211", optOut: false });
  });
  it("marks the number opted out when the provider says the customer replied STOP (21610)", () => {
    expect(
      outcomeOfSend({ outcome: "refused", reason: "opted-out", providerCode: 21610, detail: "" }),
    ).toMatchObject({ optOut: true });
  });
  it("is never asked for a number not confirmed or opted out", () => {
    expect(mayText(null)).toBe(false);
    expect(mayText({ confirmed: false, optedOut: false })).toBe(false);
    expect(mayText({ confirmed: true, optedOut: true })).toBe(false);
    expect(mayText({ confirmed: true, optedOut: false })).toBe(true);
  });
});

describe("the outage keywords (decision 046)", () => {
  it("STATUS and OUT, in any case and with spaces, are the outage feature's; other words are not", () => {
    expect([
      outageKeyword(" status "),
      outageKeyword("Out"),
      outageKeyword("OUTAGE"),
      outageKeyword("hi"),
    ]).toEqual(["STATUS", "OUT", null, null]);
  });
});
