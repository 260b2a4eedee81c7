/**
 * A report's CSV export as every report of the back office does it (spec 000, the payment report's
 * export; the features' reports after it): the rows counted first, the export audited with its
 * filters and that count, the count sent ahead in `X-Total-Rows` for the progress bar, the file named
 * by the Guam day, then the CSV streamed.
 */
import type { Readable } from "node:stream";
import type { Context } from "koa";
import type { Db } from "../../database";
import { recordAudit } from "../../platform/audit";
import type { Clock } from "../../platform/clock";

export interface ReportExport {
  /** The audit's action, e.g. "budget-billing-exported". */
  action: string;
  filters: unknown;
  total: () => Promise<number>;
  fileName: (at: Date) => string;
  csv: () => Readable;
}

export async function auditedExport(
  services: { db: Db; clock: Clock },
  call: { ctx: Context; actor: string },
  report: ReportExport,
): Promise<Readable> {
  const total = await report.total();
  const at = services.clock.now();
  await recordAudit(services.db, {
    at: at.toISOString(),
    actor: call.actor,
    action: report.action,
    details: { filters: report.filters, rows: total },
  });
  call.ctx.set("X-Total-Rows", String(total));
  call.ctx.attachment(report.fileName(at));
  return report.csv();
}
