/**
 * The budget billing report's CSV (decision 043, amended): the BFF's stream passed on as it comes, with its file name and
 * row count for the export button's progress bar.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { passOnReportExport } from "../../../features/reports/report-screen.server";

export function loader(args: LoaderFunctionArgs) {
  return passOnReportExport(args, ["from", "to", "status", "by", "account"] as const, (filters, token) =>
    args.context.bff.stream("budgetReportExport", filters, { token }),
  );
}
