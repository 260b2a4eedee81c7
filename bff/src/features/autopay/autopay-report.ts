/** The back office's Reports in mode AutoPay: every enrolment with its drafts, a page at a time. */
import type { Services } from "../../services";
import { formatCents } from "../payments";
import { autopayReportCount, autopayReportRows } from "./autopay.repository";

const PAGE_SIZE = 25;

export async function autopayReport(services: Pick<Services, "db">, page: number) {
  const total = await autopayReportCount(services.db);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await autopayReportRows(services.db, PAGE_SIZE, (current - 1) * PAGE_SIZE);
  return {
    rows: rows.map((row) => ({
      draftKey: row.draft_key,
      enrolmentId: row.enrolment_id,
      accountId: row.account_id,
      plan: row.plan_kind,
      enrolmentStatus: row.enrolment_status,
      consentedAt: row.consented_at,
      draftOn: row.draft_on,
      amount: row.amount_cents === null ? null : formatCents(row.amount_cents),
      draftStatus: row.draft_status,
      attempts: row.attempts,
      invoice: row.invoice_num,
      message: row.message,
    })),
    page: current,
    pages,
    total,
  };
}
