import { timelineMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { type TimelineFacts, timelineSteps } from "./timeline-rules";

const approved: TimelineFacts = {
  checkout: {
    status: "approved",
    createdAt: "2026-11-21T00:00:00.000Z",
    settledAt: "2026-11-21T00:00:02.000Z",
    bankMessage: "Approved",
    cardNumber: "############1111",
    amount: "25.00",
    customerEmail: "maria@example.org",
  },
  lines: [{ billingStatus: "In CCB", postedAt: "2026-11-21T00:00:05.000Z", attempts: 1, lastError: null }],
  receipt: { status: "kept", at: "2026-11-21T00:00:02.000Z" },
};

describe("the payment timeline's steps", () => {
  it("shows every step done, with the posting time, and nothing next", () => {
    const { steps, next } = timelineSteps(approved);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ["charged", "done"],
      ["recorded", "done"],
      ["posted", "done"],
      ["receipt", "done"],
    ]);
    expect(steps[2]!.at).toBe("2026-11-21T00:00:05.000Z");
    expect(steps[0]!.text).toContain("card ending 1111");
    expect(next).toBeNull();
  });

  it("says billing is not answering and the payment is safe when posting is being retried", () => {
    const { steps, next } = timelineSteps({
      ...approved,
      lines: [{ billingStatus: "Pending", postedAt: null, attempts: 2, lastError: "billing unavailable" }],
    });
    expect(steps[2]).toMatchObject({ state: "waiting", text: timelineMessages.postedWaiting });
    expect(next).toBe(
      "Billing is not answering; your payment is safe and will be posted automatically; no need to pay again.",
    );
  });

  it("says staff post it by hand once the worker gave up", () => {
    const { steps } = timelineSteps({
      ...approved,
      lines: [{ billingStatus: "Failed", postedAt: null, attempts: 8, lastError: "gave up" }],
    });
    expect(steps[2]!.text).toBe(timelineMessages.postedByHand);
  });

  it("waits on the card processor for a pending charge, and stops at a decline", () => {
    const pending = timelineSteps({ ...approved, checkout: { ...approved.checkout, status: "pending" } });
    expect(pending.steps.map((s) => s.state)).toEqual([
      "waiting",
      "not-reached",
      "not-reached",
      "not-reached",
    ]);
    const declined = timelineSteps({ ...approved, checkout: { ...approved.checkout, status: "declined" } });
    expect(declined.steps[0]).toMatchObject({ state: "failed" });
    expect(declined.next).toContain("Nothing was charged");
  });
});
