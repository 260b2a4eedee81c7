import { describe, expect, it } from "vitest";
import { currentSentence, dueDateRefusal, dueDayRefusal, previewSentence } from "./due-date-rules";

const RANGE = { firstDay: 1, lastDay: 28 };

describe("who may change the due day", () => {
  it("is a postpaid account that has not changed it in the last 12 months", () => {
    expect(
      dueDateRefusal({ kind: "postpaid", currentDueDay: null, lastChangedOn: null }, "2026-11-21"),
    ).toBeNull();
    expect(
      dueDateRefusal({ kind: "postpaid", currentDueDay: 15, lastChangedOn: "2025-11-21" }, "2026-11-21"),
    ).toBeNull();
  });

  it("refuses a prepaid account and a second change within 12 months, saying when it can", () => {
    expect(
      dueDateRefusal({ kind: "prepaid", currentDueDay: null, lastChangedOn: null }, "2026-11-21"),
    ).toEqual({
      code: "PREPAID",
      message: "A due date is for billed accounts; prepaid accounts have no bill to move.",
    });
    expect(
      dueDateRefusal({ kind: "postpaid", currentDueDay: 15, lastChangedOn: "2026-02-28" }, "2027-02-27"),
    ).toEqual({
      code: "TOO_SOON",
      message:
        "The due date can be changed once every 12 months. This account can change it again from 02/28/2027.",
    });
  });
});

describe("the day chosen", () => {
  it("is a whole day within staff's range and not the day in force", () => {
    expect(dueDayRefusal(1, RANGE, null)).toBeNull();
    expect(dueDayRefusal(28, RANGE, 15)).toBeNull();
    expect(dueDayRefusal(29, RANGE, null)).toBe("Choose a day from the 1st to the 28th.");
    expect(dueDayRefusal(0, RANGE, null)).toBe("Choose a day from the 1st to the 28th.");
    expect(dueDayRefusal(2.5, RANGE, null)).toBe("Choose a day from the 1st to the 28th.");
    expect(dueDayRefusal(3, { firstDay: 5, lastDay: 22 }, null)).toBe(
      "Choose a day from the 5th to the 22nd.",
    );
    expect(dueDayRefusal(15, RANGE, 15)).toBe("Your bills are already due on the 15th.");
  });
});

describe("what the customer reads", () => {
  it("says the day now, or the latest bill's due date while bills follow the bill date", () => {
    expect(currentSentence(11, "2026-12-11")).toBe(
      "Your bills are due on the 11th of the month. Your latest bill is due on 12/11/2026.",
    );
    expect(currentSentence(11, null)).toBe("Your bills are due on the 11th of the month.");
    expect(currentSentence(null, "2026-12-01")).toBe("Your latest bill is due on 12/01/2026.");
  });

  it("says exactly when a change takes effect: the first bill and its due date", () => {
    expect(previewSentence(15, { billDate: "2026-12-26", dueDate: "2027-01-15" })).toBe(
      "Your next bill, issued on 12/26/2026, will be the first due on the 15th: it is due on 01/15/2027. Every bill after it is due on the 15th.",
    );
  });
});
