/**
 * The preferred due date in billing (decision 047): the account's bill cycle. The change is Oracle's
 * Update Account (C1-Account, `PUT …/customer/v-model/accounts/{accountId}`, `billCycle`); when it
 * takes effect, before it is made, is GPA's CM-BillCycleChangeDates (the reasons are in
 * ccb-simulator/src/contract/). GPA's CCB has one bill cycle per due day, `DUE01` … `DUE28`; CCB's
 * names stay here, the port answers in domain words (`DueDayBilling`).
 */
import * as v from "valibot";
import type { DueDayBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { CCB_PATHS } from "./ccb-paths";
import { ORACLE_PATHS } from "./oracle-paths";

const cycleOf = (dueDay: number) => `DUE${String(dueDay).padStart(2, "0")}`;

/** The due day of a `DUEnn` cycle; null for GPA's monthly cycles (due a fixed time after each bill). */
function dueDayOf(billCycle: string | null): number | null {
  const match = billCycle ? /^DUE(\d{2})$/.exec(billCycle) : null;
  return match ? Number(match[1]) : null;
}

const ChangeDates = v.object({
  AccountID: v.string(),
  currentBillCycle: v.nullable(v.string()),
  billCycle: v.string(),
  firstBillDate: v.string(),
  firstDueDate: v.string(),
});
const UpdatedAccount = v.object({
  accountId: v.string(),
  billCycle: v.object({ billCycle: v.string() }),
});

/** Get Account's bill cycle (the page shows `billCycle` as an object; the name inside is unverified). */
const AccountBillCycle = v.object({
  accountId: v.string(),
  billCycle: v.optional(v.object({ billCycle: v.nullable(v.string()) })),
});

export function oracleBillCycles(call: CcbCall): DueDayBilling {
  return {
    async dueDay(accountId) {
      const answer = await call({ method: "GET", path: ORACLE_PATHS.account(accountId) }, AccountBillCycle);
      return dueDayOf(answer.billCycle?.billCycle ?? null);
    },
    async dueDayChangeDates(accountId, dueDay) {
      const answer = await call(
        {
          method: "POST",
          path: CCB_PATHS.billCycleChangeDates,
          body: { AccountID: accountId, billCycle: cycleOf(dueDay) },
        },
        ChangeDates,
      );
      return {
        currentDueDay: dueDayOf(answer.currentBillCycle),
        firstBill: { billDate: answer.firstBillDate, dueDate: answer.firstDueDate },
      };
    },
    async changeDueDay(accountId, dueDay) {
      const answer = await call(
        {
          method: "PUT",
          path: ORACLE_PATHS.account(accountId),
          body: { billCycle: { billCycle: cycleOf(dueDay) } },
        },
        UpdatedAccount,
      );
      return { dueDay: dueDayOf(answer.billCycle.billCycle) ?? dueDay };
    },
  };
}
