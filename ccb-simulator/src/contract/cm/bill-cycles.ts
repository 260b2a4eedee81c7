/** The preferred due date's preview: the first bill a change of bill cycle brings (decision 047). */
import type { CmService } from "./cm-service";

export const BILL_CYCLE_SERVICES: readonly CmService[] = [
  {
    method: "POST",
    path: "/cm/accounts/billCycleChangeDates",
    service: "CM-BillCycleChangeDates",
    summary:
      "The first bill date and due date of an account moved to a due-day bill cycle (DUE01 to DUE28), before the change",
    fields: { AccountID: "string", billCycle: "string" },
    specCalls: ["preferred due date's preview (decision 047; no spec call)"],
  },
];
