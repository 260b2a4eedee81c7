import { describe, expect, it } from "vitest";
import { billReadyOccasion, dueSoonOccasion, pastDueOccasion } from "./notice-rules";

const bill = { billDate: "2026-11-10", dueDate: "2026-11-30", amount: 120.5 };

describe("when a notice is due", () => {
  it("sends 'bill ready' for a bill dated after the notice was switched on, once per bill", () => {
    expect(billReadyOccasion(bill, "2026-11-10", "2026-11-01")).toBe("bill-2026-11-10");
    expect(billReadyOccasion(bill, "2026-11-09", "2026-11-01")).toBeNull();
    expect(billReadyOccasion(bill, "2026-11-12", "2026-11-11")).toBeNull();
  });

  it("sends 'due soon' from 3 days before the due date while something is owed", () => {
    expect(dueSoonOccasion(bill, "2026-11-26")).toBeNull();
    expect(dueSoonOccasion(bill, "2026-11-27")).toBe("due-2026-11-30");
    expect(dueSoonOccasion(bill, "2026-11-30")).toBe("due-2026-11-30");
    expect(dueSoonOccasion({ ...bill, amount: 0 }, "2026-11-28")).toBeNull();
  });

  it("sends 'past due' after the due date while something is owed", () => {
    expect(pastDueOccasion(bill, "2026-11-30")).toBeNull();
    expect(pastDueOccasion(bill, "2026-12-01")).toBe("past-2026-11-30");
  });
});
