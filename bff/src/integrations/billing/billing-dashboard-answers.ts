/**
 * Billing's answers behind the dashboard's bills, history, charts, paperless setting and profile
 * (spec 002 §7): the schemas of the fields the BFF reads (CCB's names). Like every billing answer,
 * one that does not fit is billing failing (`ccb-caller.ts`), never a crash.
 */
import * as v from "valibot";

const text = v.string();
const amount = v.number();

export const AccountBills = v.looseObject({
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

export const MonthlyConsumption = v.looseObject({
  result: v.array(v.looseObject({ month: text, kwh: amount, amount: amount })),
});
export const PrepaidUsage = v.looseObject({
  result: v.array(v.looseObject({ date: text, kwh: amount, charge: amount })),
});

/** CCB's answer to a profile or password write: status 'True' = done, and its description. */
export const BillingStatusAnswer = v.looseObject({
  result: v.looseObject({ status: text, description: text }),
});
