import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { utilityDay } from "../../platform/clock";
import { dueDateCriteriaOf, dueDateReport, dueDateReportCsv, dueDateReportTotal } from "./due-date-report";
import { dueDateSettings, setDueDateSettings } from "./due-date-settings";
import { changeDueDate, dueDateStatus, previewDueDate } from "./due-date.service";
import { auditedExport } from "../reports";

/**
 * The preferred due date's routes (decision 047): the customer's own accounts only (checked against
 * the session first); the clerk's for a phoning customer (phoned-in levels); the allowed days (System
 * Maintenance levels); the report (Reports levels). Every change and every export is audited.
 */
export function dueDateHandlers(
  services: Services,
): RouteHandlers<"dueDate" | "dueDatePreview" | "dueDateChange", CustomerSession> &
  RouteHandlers<
    | "phonedInDueDate"
    | "phonedInDueDatePreview"
    | "phonedInDueDateChange"
    | "dueDateSettings"
    | "dueDateSettingsUpdate"
    | "dueDateReport"
    | "dueDateReportExport",
    { username: string }
  > {
  return {
    dueDate: ({ accountId }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return dueDateStatus(services, accountId);
    },
    dueDatePreview: ({ accountId, dueDay }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return previewDueDate(services, { accountId, dueDay });
    },
    dueDateChange: ({ accountId, dueDay }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return changeDueDate(services, { accountId, dueDay, by: "customer" });
    },
    phonedInDueDate: ({ accountId }) => dueDateStatus(services, accountId),
    phonedInDueDatePreview: ({ accountId, dueDay }) => previewDueDate(services, { accountId, dueDay }),
    phonedInDueDateChange: ({ accountId, dueDay }, { caller: admin }) =>
      changeDueDate(services, { accountId, dueDay, by: admin.username }),
    dueDateSettings: () => dueDateSettings(services.db),
    dueDateSettingsUpdate: (settings, { caller: admin }) =>
      setDueDateSettings(services, settings, admin.username),
    dueDateReport: (filters) => dueDateReport(services.db, filters),
    dueDateReportExport(filters, { ctx, caller: admin }) {
      const criteria = dueDateCriteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: admin.username },
        {
          action: "due-date-changes-exported",
          filters,
          total: () => dueDateReportTotal(services.db, criteria),
          fileName: (at) => `${utilityDay(at)}-Due-Date-Changes.csv`,
          csv: () => dueDateReportCsv(services, criteria),
        },
      );
    },
  };
}
