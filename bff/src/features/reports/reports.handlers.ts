import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { autopayDraftsNeedingAHand } from "../autopay";
import { listPaymentsNeedingAHand, postAgain } from "../payments";
import { listReconciliationRuns, reconcileDay } from "./reconciliation.service";
import { reportCsv } from "./report-csv";
import { exportFileName, guamDayOf, guamDayStart } from "./report-rules";
import { reportTotals } from "./reports.repository";
import { criteriaOf, individualPayment, searchTransactions } from "./reports.service";
import { auditedExport } from "./report-export";

type ReportRoute =
  | "transactions"
  | "searchTransaction"
  | "getIndividual"
  | "exportTransactions"
  | "paymentsNeedingAHand"
  | "postAgain"
  | "reconciliationRuns"
  | "reconcileDay";

/** The caller of an admin route: the admin's session and level (`requireAdmin`). */
interface AdminCaller {
  username: string;
  level: number;
}

/** The back office's reports (spec 000 §2 Reports, §7; spec 000 §2 Reports; built for a million payments; beyond the spec). */
export function reportsHandlers(services: Services): RouteHandlers<ReportRoute, AdminCaller> {
  return {
    transactions: (search) => searchTransactions(services, search),
    searchTransaction: (search) => searchTransactions(services, search),
    getIndividual: ({ id }) => individualPayment(services, id),

    // Every matching row as CSV, streamed; the count goes ahead in a header for the progress bar.
    exportTransactions(filters, { ctx, caller }) {
      const criteria = criteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: caller.username },
        {
          action: "transactions-exported",
          filters,
          total: () => reportTotals(services.db, criteria).then((totals) => totals.total),
          fileName: (at) => exportFileName(guamDayOf(at)),
          csv: () => reportCsv(services, criteria),
        },
      );
    },

    paymentsNeedingAHand: async () => ({
      result: await listPaymentsNeedingAHand(services),
      autopayNotAttempted: await autopayDraftsNeedingAHand(services),
    }),
    postAgain: ({ lineId }, { caller }) => postAgain(services, lineId, caller),
    reconciliationRuns: async () => ({ result: await listReconciliationRuns(services) }),
    async reconcileDay({ day }, { caller }) {
      const isoDay = guamDayOf(guamDayStart(day));
      return { result: await reconcileDay(services, isoDay, caller.username) };
    },
  };
}
