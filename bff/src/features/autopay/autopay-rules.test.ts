import { AUTOPAY_CONSENT_VERSION } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import {
  afterDecline,
  consentProblem,
  consentText,
  balanceDueBy,
  draftCents,
  amountDueCents,
  draftsForBills,
  dueEvents,
  reloadDue,
} from "./autopay-rules";

describe("the draft schedule (decision 031)", () => {
  const bills = [
    { billId: "B3", dueDate: "2027-01-10" },
    { billId: "B1", dueDate: "2026-11-21" },
    { billId: "B2", dueDate: "2026-12-10" },
  ];

  it("drafts each bill due after the day of consent on its due date, reminded 3 days before", () => {
    expect(draftsForBills("2026-11-21", bills)).toEqual([
      { billId: "B2", draftOn: "2026-12-10", remindOn: "2026-12-07" },
      { billId: "B3", draftOn: "2027-01-10", remindOn: "2027-01-07" },
    ]);
  });

  it("leaves a bill due on the day of consent, or before, to the customer", () => {
    expect(draftsForBills("2027-01-10", bills)).toEqual([]);
  });

  it("catches up in date order after a clock jump: reminders before charges, older first", () => {
    const events = dueEvents(
      [
        { draftKey: "e:B3", status: "scheduled", remindOn: "2027-01-07", nextAttemptOn: "2027-01-10" },
        { draftKey: "e:B2", status: "scheduled", remindOn: "2026-12-07", nextAttemptOn: "2026-12-10" },
        { draftKey: "e:B4", status: "scheduled", remindOn: "2027-02-07", nextAttemptOn: "2027-02-10" },
      ],
      "2027-01-08",
    );
    expect(events).toEqual([
      { draftKey: "e:B2", kind: "remind", on: "2026-12-07" },
      { draftKey: "e:B2", kind: "charge", on: "2026-12-10" },
      { draftKey: "e:B3", kind: "remind", on: "2027-01-07" },
    ]);
  });

  it("charges nothing already done, stopped or failed, and a retry on its own day", () => {
    const drafts = ["approved", "stopped", "failed", "skipped", "charging"].map((status) => ({
      draftKey: status,
      status,
      remindOn: "2026-12-07",
      nextAttemptOn: "2026-12-10",
    }));
    expect(dueEvents(drafts, "2027-01-01")).toEqual([]);
    const retry = { draftKey: "r", status: "retry", remindOn: "2026-12-07", nextAttemptOn: "2026-12-12" };
    expect(dueEvents([retry], "2026-12-11")).toEqual([]);
    expect(dueEvents([retry], "2026-12-12")).toEqual([{ draftKey: "r", kind: "charge", on: "2026-12-12" }]);
  });

  it("retries a declined draft once, 2 days after the decline, then stops", () => {
    expect(afterDecline(1, "2026-12-10")).toEqual({ retryOn: "2026-12-12" });
    expect(afterDecline(2, "2026-12-10")).toEqual({ stop: true });
  });

  it("retries a late first draft 2 days after its decline, not 2 days after the due date", () => {
    // Due 12-12, billing unreadable that day, the gateway refusing the next two: declined on 12-15.
    expect(afterDecline(1, "2026-12-15")).toEqual({ retryOn: "2026-12-17" });
  });

  it("charges the amount due now, a fixed amount, or nothing when nothing is owed", () => {
    expect(draftCents({ kind: "amount-due", amountCents: null }, 123.45)).toBe(12345);
    expect(draftCents({ kind: "amount-due", amountCents: null }, -5)).toBe(0);
    expect(draftCents({ kind: "fixed", amountCents: 5000 }, 123.45)).toBe(5000);
    // The bill cut ten days before this one's due date is not taken with it.
    const bills = [
      { dueDate: "2026-12-01", charges: 236.98 },
      { dueDate: "2026-12-31", charges: 248.46 },
    ];
    expect(balanceDueBy(485.44, "2026-12-01", bills)).toBe(236.98);
    expect(balanceDueBy(485.44, "2026-12-31", bills)).toBe(485.44);
    expect(balanceDueBy(100, "2026-12-01", bills)).toBe(-148.46);
  });

  it("reloads a prepaid account only below its threshold", () => {
    expect(reloadDue(9.99, 1000)).toBe(true);
    expect(reloadDue(10, 1000)).toBe(false);
  });
});

describe("the consent rules (decision 032)", () => {
  const base = { consentVersion: AUTOPAY_CONSENT_VERSION, cashOnly: false };

  it("says what will be charged, when, to which card, and how to stop", () => {
    const { version, text } = consentText({
      accountId: "1000000001",
      cardLabel: "Visa ending 1111",
      plan: { kind: "fixed", amount: 50 },
    });
    expect(version).toBe(AUTOPAY_CONSENT_VERSION);
    expect(text).toContain("Visa ending 1111");
    expect(text).toContain("$50.00 for each bill of account 1000000001, on the bill's due date");
    expect(text).toContain("3 days before each payment");
    expect(text).toContain("stop AutoPay at any time with one click");
  });

  it("refuses a cash-only account whatever else is right", () => {
    expect(
      consentProblem({ ...base, cashOnly: true, accountType: "postpaid", plan: { kind: "amount-due" } }),
    ).toBe("cash-only");
  });

  it("refuses a consent given to another version of the text", () => {
    expect(
      consentProblem({
        ...base,
        consentVersion: "2020-01-01.1",
        accountType: "postpaid",
        plan: { kind: "amount-due" },
      }),
    ).toBe("consent-outdated");
  });

  it("fits the plan to the account: postpaid pays bills, prepaid reloads", () => {
    expect(consentProblem({ ...base, accountType: "prepaid", plan: { kind: "amount-due" } })).toBe(
      "wrong-plan",
    );
    expect(
      consentProblem({
        ...base,
        accountType: "postpaid",
        plan: { kind: "reload", threshold: 10, amount: 20 },
      }),
    ).toBe("wrong-plan");
    expect(
      consentProblem({
        ...base,
        accountType: "prepaid",
        plan: { kind: "reload", threshold: 10, amount: 20 },
      }),
    ).toBe(null);
    expect(consentProblem({ ...base, accountType: "postpaid", plan: { kind: "fixed", amount: 20 } })).toBe(
      null,
    );
  });
});

describe("the reminder and the draft state one amount (decision 031)", () => {
  const bills = [
    { dueDate: "2026-12-12", charges: 236.98 },
    { dueDate: "2027-01-11", charges: 248.46 },
  ];

  it("reminds the second bill of its own amount while the first bill's draft is still open", () => {
    // Reminder of the 01-11 draft while the 12-12 draft is late: the balance holds both bills.
    const reminded = amountDueCents({
      balance: 485.44,
      bills,
      dueOn: "2027-01-11",
      earlierDueDates: ["2026-12-12"],
    });
    expect(reminded).toBe(24846);
    // The first draft paid since: the second charges what its reminder said.
    expect(amountDueCents({ balance: 248.46, bills, dueOn: "2027-01-11", earlierDueDates: [] })).toBe(
      reminded,
    );
  });

  it("charges the amount due by its date, less a payment made since, never below nothing", () => {
    expect(
      amountDueCents({ balance: 236.98, bills: bills.slice(0, 1), dueOn: "2026-12-12", earlierDueDates: [] }),
    ).toBe(23698);
    expect(
      amountDueCents({ balance: 36.98, bills: bills.slice(0, 1), dueOn: "2026-12-12", earlierDueDates: [] }),
    ).toBe(3698);
    expect(
      amountDueCents({ balance: -10, bills: bills.slice(0, 1), dueOn: "2026-12-12", earlierDueDates: [] }),
    ).toBe(0);
  });
});

/**
 * The runner's schedule, called for each day of a long advance in one go (the clock's day stepping):
 * a draft's state as the runner keeps it, with the gateway's outcome per day given by the case.
 */
function simulate(
  days: readonly string[],
  dueDates: readonly string[],
  outcomeOn: (day: string, attempt: number) => "approved" | "declined" | "not-attempted" | "billing-down",
) {
  const drafts = draftsForBills(
    "2026-11-21",
    dueDates.map((dueDate, index) => ({ billId: `B${index}`, dueDate })),
  ).map((draft) => ({
    draftKey: draft.billId,
    status: "scheduled",
    remindOn: draft.remindOn as string | null,
    nextAttemptOn: draft.draftOn,
    attempts: 0,
    charges: [] as { day: string; outcome: string }[],
  }));
  for (const day of days) {
    for (const event of dueEvents(drafts, day)) {
      const draft = drafts.find((row) => row.draftKey === event.draftKey)!;
      if (event.kind === "remind") {
        draft.status = "reminded";
        continue;
      }
      const outcome = outcomeOn(day, draft.attempts + 1);
      // Not attempted and billing unreadable: given back as they were, the attempt not counted.
      if (outcome === "not-attempted" || outcome === "billing-down") continue;
      draft.attempts += 1;
      draft.charges.push({ day, outcome });
      if (outcome === "approved") draft.status = "approved";
      else {
        const next = afterDecline(draft.attempts, day);
        if ("retryOn" in next) {
          draft.status = "retry";
          draft.nextAttemptOn = next.retryOn;
        } else draft.status = "failed";
      }
    }
  }
  return drafts;
}

const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );

describe("the draft schedule over a long advance (decision 031)", () => {
  const forty = daysFrom("2026-11-22", 40);

  it("drafts each bill of a 40-day advance on its due date, once", () => {
    const drafts = simulate(forty, ["2026-12-12", "2026-12-28"], () => "approved");
    expect(drafts.map((draft) => draft.charges)).toEqual([
      [{ day: "2026-12-12", outcome: "approved" }],
      [{ day: "2026-12-28", outcome: "approved" }],
    ]);
  });

  it("does not count days the gateway refused the request (a skewed clock, a rotated key)", () => {
    const refusing = new Set(["2026-12-12", "2026-12-13"]);
    const drafts = simulate(forty, ["2026-12-12"], (day) =>
      refusing.has(day) ? "not-attempted" : "approved",
    );
    expect(drafts[0]).toMatchObject({ status: "approved", attempts: 1 });
    expect(drafts[0]!.charges).toEqual([{ day: "2026-12-14", outcome: "approved" }]);
  });

  it("retries once, 2 days after a late first draft's decline, when billing was unreadable on the due date", () => {
    const drafts = simulate(forty, ["2026-12-12"], (day, attempt) =>
      day === "2026-12-12" ? "billing-down" : attempt === 1 ? "declined" : "approved",
    );
    expect(drafts[0]!.charges).toEqual([
      { day: "2026-12-13", outcome: "declined" },
      { day: "2026-12-15", outcome: "approved" },
    ]);
  });

  it("stops after the second decline; refusals in between leave the retry untouched", () => {
    const drafts = simulate(forty, ["2026-12-12"], (day) =>
      day === "2026-12-14" ? "not-attempted" : "declined",
    );
    expect(drafts[0]!.charges).toEqual([
      { day: "2026-12-12", outcome: "declined" },
      { day: "2026-12-15", outcome: "declined" },
    ]);
    expect(drafts[0]).toMatchObject({ status: "failed", attempts: 2 });
  });
});
