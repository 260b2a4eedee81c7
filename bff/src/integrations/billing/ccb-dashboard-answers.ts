/**
 * Billing's answers behind the dashboard's bills, history, charts, paperless setting and profile
 * (spec 002 §7): the schemas of the fields the BFF reads (CCB's names). Like every billing answer,
 * one that does not fit is billing failing (`ccb-caller.ts`), never a crash.
 */
import * as v from "valibot";
import type { CcbFinancialTransactions } from "./ccb-answers";

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
