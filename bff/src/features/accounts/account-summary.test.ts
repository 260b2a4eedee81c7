import { describe, expect, it } from "vitest";
import type { FinancialSummary } from "../../integrations/billing";
import {
  accountSummaryLine,
  arrearsOtherThanNewCharges,
  displayDate,
  displayName,
  isDueDateRed,
  roundMoney,
  showDueDateRed,
} from "./account-summary";

const today = "2026-11-21";

function summary(overrides: Partial<FinancialSummary> = {}): FinancialSummary {
  return {
    accountId: "1000000001",
    currentBalance: 120.456,
    payoffBalance: 120.456,
    holderName: "CRUZ,MARIA",
    premise: "123 Marine Corps Dr, Tamuning, GU, 96913",
    arrears: [{ label: "New Charges", amount: 120.46 }],
    latestBill: { billDate: "2026-11-11", dueDate: "2026-12-01" },
    kind: "postpaid",
    email: "maria@example.com",
    cashOnly: false,
    customerClass: "RESID",
    personId: "5000000001",
    prepaid: null,
    ...overrides,
  };
}

describe("the due-date red flag", () => {
  it("is set when arrears other than new charges exist ('Due Now')", () => {
    expect(isDueDateRed({ arrearsTotal: 10, dueDate: "2026-12-01", today })).toBe(true);
  });
  it("is set when the due date is today or earlier", () => {
    expect(isDueDateRed({ arrearsTotal: 0, dueDate: today, today })).toBe(true);
    expect(isDueDateRed({ arrearsTotal: 0, dueDate: "2026-11-20", today })).toBe(true);
  });
  it("is clear for a future due date with no arrears", () => {
    expect(isDueDateRed({ arrearsTotal: 0, dueDate: "2026-11-22", today })).toBe(false);
    expect(isDueDateRed({ arrearsTotal: 0, dueDate: null, today })).toBe(false);
  });
  it("shows red only when the flag is set and the amount is above 0", () => {
    expect(showDueDateRed(true, 0.01)).toBe(true);
    expect(showDueDateRed(true, 0)).toBe(false);
    expect(showDueDateRed(true, -5)).toBe(false);
    expect(showDueDateRed(false, 100)).toBe(false);
  });
});

describe("the account summary line", () => {
  it("counts only arrears other than new charges as Due Now", () => {
    expect(
      arrearsOtherThanNewCharges([
        { label: "New Charges", amount: 80 },
        { label: "Due Now", amount: 45.1 },
        { label: "Due Now", amount: 0.2 },
      ]),
    ).toBe(45.3);
  });

  it("rounds amounts to 2 decimals and formats dates as MM/DD/YYYY", () => {
    const line = accountSummaryLine(summary(), today);
    expect(line.amount).toBe(120.46);
    expect(line.dueDate).toBe("12/01/2026");
    expect(line.billDate).toBe("11/11/2026");
    expect(line.isDueNow).toBe(false);
    expect(line.showDueDateRed).toBe(false);
    expect(line.fullName).toBe("Maria Cruz");
    expect(line.amountToBePaid).toBe(120.46);
  });

  it("marks an overdue account Due Now and red", () => {
    const line = accountSummaryLine(
      summary({
        arrears: [
          { label: "Due Now", amount: 95.5 },
          { label: "New Charges", amount: 110 },
        ],
      }),
      today,
    );
    expect(line).toMatchObject({
      isDueNow: true,
      arrearsTotal: 95.5,
      isDueDateRed: true,
      showDueDateRed: true,
    });
  });

  it("keeps a credit balance out of red and suggests paying nothing", () => {
    const line = accountSummaryLine(
      summary({
        currentBalance: -20,
        latestBill: { billDate: "2026-10-01", dueDate: "2026-10-21" },
      }),
      today,
    );
    expect(line).toMatchObject({ isDueDateRed: true, showDueDateRed: false, amountToBePaid: 0 });
  });

  it("gives prepaid accounts their electric balance and no due date", () => {
    const line = accountSummaryLine(
      summary({
        kind: "prepaid",
        latestBill: null,
        prepaid: { serviceAgreementId: "7000000001", balance: 42.499, unpaidBalance: 0 },
      }),
      today,
    );
    expect(line).toMatchObject({
      accountType: "prepaid",
      dueDate: null,
      isDueDateRed: false,
      electricBalance: 42.5,
    });
    expect(line.prepaySAId).toBe("7000000001");
  });
});

describe("display helpers", () => {
  it("round half away from floating error", () => expect(roundMoney(1.005)).toBe(1.01));
  it("format dates", () => expect(displayDate("2026-01-05")).toBe("01/05/2026"));
  it("put CCB names in reading order", () => {
    expect(displayName("DELA CRUZ,JUAN P")).toBe("Juan P Dela Cruz");
    expect(displayName("O'BRIEN-TAITANO,ANA")).toBe("Ana O'Brien-Taitano");
    expect(displayName("GUAM HOTEL CORP")).toBe("Guam Hotel Corp");
  });
});
