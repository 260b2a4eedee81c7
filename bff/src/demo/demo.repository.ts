import type { Db } from "../platform/db/database";

/** The BFF's own data a reset empties: sessions, audit, admins, switches, mail, and customer access. */
const RESET_TABLES = [
  "sessions",
  "audit_log",
  "admins",
  "maintenance_flags",
  "mail_outbox",
  "sign_up_tickets",
  "forgot_flows",
  "security_answer_failures",
  "password_resets",
  "announcements",
  "system_popups",
  "survey_questions",
  "survey_responses",
  "help_requests",
  "arrangement_drafts",
  "arrangement_payments",
  "arrangement_forms",
] as const;

/** Empties the tables a reset to the fixtures starts from (payments' records are kept). */
export async function emptyResetTables(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of RESET_TABLES) await trx.deleteFrom(table).execute();
  });
}
