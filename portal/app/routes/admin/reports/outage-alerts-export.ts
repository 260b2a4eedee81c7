/**
 * The outage alerts sent report's CSV (decision 046, amended): the BFF's stream passed on as it comes, with its file name and
 * row count for the export button's progress bar.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { passOnReportExport } from "../../../features/reports/report-screen.server";

export function loader(args: LoaderFunctionArgs) {
  return passOnReportExport(args, ["from", "to", "channel", "change", "account"] as const, (filters, token) =>
    args.context.bff.stream("outageAlertReportExport", filters, { token }),
  );
}
