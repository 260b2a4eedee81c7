/**
 * Billing's calls behind the dashboard's bills, history, charts, paperless setting and profile
 * (spec 002 §7), with the schemas of the fields the BFF reads (CCB's names). Like every billing
 * answer, one that does not fit is billing failing (`ccb-client.ts`), never a crash.
 */
import * as v from "valibot";
import type { CcbFinancialTransactions } from "./ccb-answers";
import type { CcbCall } from "./ccb-client";

const text = v.string();
const amount = v.number();

export const CcbBills = v.looseObject({
  result: v.array(
    v.looseObject({
      billID: text,
      billDate: text,
      dueDate: text,
      totalAmount: amount,
      newCharges: amount,
      previousArrears: amount,
    }),
  ),
});
export type CcbBill = v.InferOutput<typeof CcbBills>["result"][number];

export type CcbFinancialTransaction = v.InferOutput<typeof CcbFinancialTransactions>["result"][number];

export const CcbConsumption = v.looseObject({
  result: v.array(v.looseObject({ month: text, kwh: amount, amount: amount })),
});
export const CcbPrepaidUsage = v.looseObject({
  result: v.array(v.looseObject({ date: text, kwh: amount, charge: amount })),
});
export type CcbDailyUsage = v.InferOutput<typeof CcbPrepaidUsage>["result"][number];

const RouteType = v.picklist(["POSTAL", "ONLINE"]);
export const CcbBillRoute = v.looseObject({ billRouteType: RouteType });
export const CcbBillRouteUpdated = v.looseObject({
  response: v.looseObject({ returnCd: text, errorMessage: text }),
});
/** CCB's answer to a profile or password write: status 'True' = done, and its description. */
export const CcbStatusAnswer = v.looseObject({ result: v.looseObject({ status: text, description: text }) });
export const CcbCharacteristics = v.looseObject({
  result: v.looseObject({
    otherDetails: v.array(
      v.looseObject({
        CharacteristicType: text,
        EffectiveDate: text,
        AdhocCharacteristicValue: text,
        CharacteristicValue: text,
      }),
    ),
  }),
});

export interface CcbDetailsUpdate {
  PersonID: string;
  email: string;
  phones: Record<"home" | "mobile" | "work", { number: string; deleted: boolean; sequence: number | null }>;
  securityQuestion: string;
  securityAnswer: string;
  address?: { Address: string; City: string; Postal: string; State: string };
}

export interface CcbDashboardCalls {
  bills(accountId: string): Promise<v.InferOutput<typeof CcbBills>>;
  consumption(accountId: string): Promise<v.InferOutput<typeof CcbConsumption>>;
  prepaidUsage(accountId: string): Promise<v.InferOutput<typeof CcbPrepaidUsage>>;
  billRoute(accountId: string): Promise<v.InferOutput<typeof CcbBillRoute>>;
  updateBillRoute(
    accountId: string,
    billRouteType: "POSTAL" | "ONLINE",
  ): Promise<v.InferOutput<typeof CcbBillRouteUpdated>>;
  changePassword(
    username: string,
    oldPassword: string,
    password: string,
  ): Promise<v.InferOutput<typeof CcbStatusAnswer>>;
  updateDetails(request: CcbDetailsUpdate): Promise<v.InferOutput<typeof CcbStatusAnswer>>;
  characteristics(personId: string): Promise<v.InferOutput<typeof CcbCharacteristics>>;
}

export function dashboardCalls(call: CcbCall): CcbDashboardCalls {
  const ofAccount = (accountId: string) => ({ AccountID: accountId });
  return {
    bills: (accountId) => call("/accounts/bills", ofAccount(accountId), CcbBills),
    consumption: (accountId) => call("/accounts/consumption", ofAccount(accountId), CcbConsumption),
    prepaidUsage: (accountId) => call("/accounts/prepaid-usage", ofAccount(accountId), CcbPrepaidUsage),
    billRoute: (accountId) => call("/accounts/bill-route", ofAccount(accountId), CcbBillRoute),
    updateBillRoute: (accountId, billRouteType) =>
      call("/accounts/update-bill-route", { AccountID: accountId, billRouteType }, CcbBillRouteUpdated),
    changePassword: (username, oldPassword, password) =>
      call("/web-users/change-password", { username, oldPassword, password }, CcbStatusAnswer),
    updateDetails: (request) => call("/persons/update-details", request, CcbStatusAnswer),
    characteristics: (personId) =>
      call("/persons/characteristics", { PersonID: personId }, CcbCharacteristics),
  };
}
