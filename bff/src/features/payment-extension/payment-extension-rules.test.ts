import { extensionMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  allowedPromiseDates,
  type ExtensionAccount,
  extensionRefusal,
  lineFollowingPromise,
  promiseDateRefusal,
} from "./payment-extension-rules";

const TODAY = "2026-03-15";
const SETTINGS = { maxDaysAfterDue: 14, everyMonths: 6 };
const dueAccount: ExtensionAccount = {
  kind: "postpaid",
  cashOnly: false,
  billDueDate: "2026-03-25",
  amountDue: 120.5,
  arrangementActive: false,
  activePromiseDate: null,
  lastRequestedOn: null,
};
const refusalOf = (account: Partial<ExtensionAccount>, today = TODAY, settings = SETTINGS) =>
  extensionRefusal({ ...dueAccount, ...account }, today, settings);

describe("who may ask for a payment extension (decision 045)", () => {
  it("an account with a bill due, or past due, may ask", () => {
    expect(refusalOf({})).toBeNull();
    expect(refusalOf({ billDueDate: "2026-03-10" })).toBeNull();
  });

  it("refuses a prepaid account, a cash-only account and an account with nothing due, saying why", () => {
    expect(refusalOf({ kind: "prepaid" })).toEqual({ code: "PREPAID", message: extensionMessages.prepaid });
    expect(refusalOf({ cashOnly: true })).toEqual({ code: "CASH_ONLY", message: extensionMessages.cashOnly });
    expect(refusalOf({ amountDue: 0 })).toEqual({
      code: "NO_BILL_DUE",
      message: extensionMessages.noBillDue,
    });
    expect(refusalOf({ billDueDate: null })?.code).toBe("NO_BILL_DUE");
  });

  it("refuses while an extension is active, naming its date", () => {
    expect(refusalOf({ activePromiseDate: "2026-04-01" })).toEqual({
      code: "ALREADY_ACTIVE",
      message: "This account already has a payment extension: pay by 04/01/2026.",
    });
  });

  it("refuses while a payment arrangement is active", () => {
    expect(refusalOf({ arrangementActive: true })).toEqual({
      code: "ARRANGEMENT_ACTIVE",
      message: extensionMessages.arrangementActive,
    });
  });

  it("allows one every M months, saying from when the account may ask again", () => {
    expect(refusalOf({ lastRequestedOn: "2025-09-16" })).toEqual({
      code: "TOO_SOON",
      message:
        "A payment extension can be given once every 6 months. This account can ask again from 03/16/2026.",
    });
    expect(refusalOf({ lastRequestedOn: "2025-09-15" })).toBeNull();
    expect(refusalOf({ lastRequestedOn: "2026-01-10" }, TODAY, { ...SETTINGS, everyMonths: 2 })).toBeNull();
  });

  it("refuses when even the latest date the window allows (N days after the due date) has passed", () => {
    expect(refusalOf({ billDueDate: "2026-03-01" })).toEqual({
      code: "WINDOW_PASSED",
      message: extensionMessages.windowPassed("03/15/2026"),
    });
    expect(refusalOf({ billDueDate: "2026-03-02" })).toBeNull();
  });
});

describe("the dates a promise may take", () => {
  it("runs from the day after the due date to N days after it", () => {
    expect(allowedPromiseDates("2026-03-25", TODAY, SETTINGS)).toEqual({
      from: "2026-03-26",
      to: "2026-04-08",
    });
    expect(allowedPromiseDates("2026-03-25", TODAY, { ...SETTINGS, maxDaysAfterDue: 5 }).to).toBe(
      "2026-03-30",
    );
  });

  it("starts tomorrow when the bill is already past due", () => {
    expect(allowedPromiseDates("2026-03-10", TODAY, SETTINGS)).toEqual({
      from: "2026-03-16",
      to: "2026-03-24",
    });
  });

  it("refuses a date outside the range with the range in the message", () => {
    const range = { from: "2026-03-26", to: "2026-04-08" };
    expect(promiseDateRefusal("2026-04-08", range)).toBeNull();
    expect(promiseDateRefusal("2026-03-26", range)).toBeNull();
    expect(promiseDateRefusal("2026-04-09", range)).toBe("Choose a date from 03/26/2026 to 04/08/2026.");
    expect(promiseDateRefusal("2026-03-25", range)).not.toBeNull();
  });

  it("counts months to the same day, or the month's last", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2025-09-16", 6)).toBe("2026-03-16");
  });
});

describe("the dashboard row follows the promise", () => {
  const line = {
    accountType: "postpaid" as const,
    accID: "1000000002",
    serviceLocation: "x",
    fullName: "x",
    className: "RESID",
    cashOnlyFlag: "N" as const,
    billDate: "02/20/2026",
    dueDate: "03/10/2026",
    amount: 200,
    arrearsTotal: 200,
    isDueNow: true,
    isDueDateRed: true,
    showDueDateRed: true,
    amountToBePaid: 200,
    electricBalance: null,
    prepaySAId: null,
  };

  it("shows the promised date, not red and not Due Now, before it", () => {
    expect(lineFollowingPromise(line, { status: "active", promiseDate: "2026-03-20" }, TODAY)).toMatchObject({
      dueDate: "03/20/2026",
      isDueNow: false,
      isDueDateRed: false,
      showDueDateRed: false,
      extensionNote: "Payment extension: pay by 03/20/2026.",
    });
  });

  it("turns the promised date red on the day itself", () => {
    expect(lineFollowingPromise(line, { status: "active", promiseDate: TODAY }, TODAY)).toMatchObject({
      dueDate: "03/15/2026",
      showDueDateRed: true,
    });
  });

  it("leaves billing's row as it is once the promise is broken, and says so", () => {
    const broken = lineFollowingPromise(line, { status: "broken", promiseDate: "2026-03-14" }, TODAY);
    expect(broken).toMatchObject({ dueDate: "03/10/2026", isDueNow: true, showDueDateRed: true });
    expect(broken.extensionNote).toBe(extensionMessages.brokenNote("03/14/2026"));
    expect(lineFollowingPromise(line, null, TODAY)).toBe(line);
  });
});
