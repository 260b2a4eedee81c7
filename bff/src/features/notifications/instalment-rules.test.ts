import { describe, expect, it } from "vitest";
import { instalmentCents, instalmentDue } from "./instalment-rules";

const arrangement = { approvedDay: "2026-11-05", amountCents: 60_001 };
// Monthly bills; the first one cut after the approval is instalment 1.
const bills = [
  "2026-10-10",
  "2026-11-10",
  "2026-12-10",
  "2027-01-10",
  "2027-02-10",
  "2027-03-10",
  "2027-04-10",
  "2027-05-10",
].map((billDate) => ({ billDate, dueDate: `${billDate.slice(0, 8)}28` }));

describe("when an arrangement's instalment is due", () => {
  it("is each of the six bills cut after the approval, from 3 days before its due date until it", () => {
    expect(instalmentDue(arrangement, bills, "2026-11-24")).toBeNull();
    expect(instalmentDue(arrangement, bills, "2026-11-25")).toEqual({
      number: 1,
      dueDate: "2026-11-28",
      amountCents: 10_000,
      occasion: "instalment-1-2026-11-28",
    });
    expect(instalmentDue(arrangement, bills, "2026-11-28")?.occasion).toBe("instalment-1-2026-11-28");
    expect(instalmentDue(arrangement, bills, "2026-11-29")).toBeNull();
    expect(instalmentDue(arrangement, bills, "2027-01-26")?.number).toBe(3);
  });

  it("ends after the sixth instalment, which takes the odd cents", () => {
    expect(instalmentDue(arrangement, bills, "2027-04-27")).toMatchObject({ number: 6, amountCents: 10_001 });
    expect(instalmentDue(arrangement, bills, "2027-05-27")).toBeNull();
    expect(instalmentCents(60_001, 1) * 5 + instalmentCents(60_001, 6)).toBe(60_001);
  });

  it("is none for a bill not cut yet, for the bill before the approval, or when nothing is spread", () => {
    expect(instalmentDue(arrangement, bills, "2026-10-26")).toBeNull();
    expect(instalmentDue(arrangement, bills.slice(0, 1), "2026-11-26")).toBeNull();
    expect(instalmentDue({ ...arrangement, amountCents: 0 }, bills, "2026-11-26")).toBeNull();
  });
});
