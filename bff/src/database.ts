import type { Kysely } from "kysely";
import type { AdminRolesTable, AdminsTable } from "./features/admin-users/admin-users.table";
import type { BackOfficeSettingsTable } from "./features/upload-path/upload-path.table";
import type { AuditTables } from "./platform/audit/audit.table";
import type { SessionsTable } from "./features/auth/sessions.table";
import type { LoginFailuresTable } from "./features/auth/login-failures.table";
import type { CustomerLockNoticesTable } from "./features/auth/lock-notices.table";
import type { MailTables } from "./platform/mail/mail.table";
import type { JobTables, RateLimitTables } from "./platform/jobs/jobs.table";
import type { MaintenanceFlagsTable } from "./features/maintenance/maintenance.table";
import type {
  CheckoutLinesTable,
  CheckoutSequenceTable,
  CheckoutsTable,
  PostingOutboxTable,
} from "./features/payments/payments.table";
import type { DuplicateRefundsTable, PaymentSubmissionsTable } from "./features/payments/submissions.table";
import type {
  AnnouncementImagesTable,
  AnnouncementsTable,
  SystemPopupsTable,
} from "./features/announcements/announcements.table";
import type {
  ForgotFlowsTable,
  PasswordResetsTable,
  SecurityAnswerFailuresTable,
} from "./features/forgot/forgot.table";
import type { HelpRequestsTable } from "./features/help/help.table";
import type { PendingSignUpsTable, SignUpTicketsTable } from "./features/sign-up/sign-up.table";
import type { SurveyQuestionsTable, SurveyResponsesTable } from "./features/survey/survey.table";
import type { ZipFailuresTable } from "./features/zip-guard/zip-guard.table";
import type { PaymentDayTotalsTable } from "./features/payments/payment-day-totals.table";
import type { PayLinksTable } from "./features/phoned-in/pay-links.table";
import type { ReconciliationRunsTable } from "./features/reports/reports.table";
import type {
  NoticesSentTable,
  NotificationSettingsTable,
} from "./features/notifications/notifications.table";
import type {
  ArrangementDraftsTable,
  ArrangementFormsTable,
  ArrangementPaymentsTable,
} from "./features/payment-arrangement/arrangement.table";
import type { TextTables } from "./features/notifications/texts.table";
import type { OutageReportsTable, OutageWatchesTable } from "./features/outages/outages.table";
import type { SavedCardsTable } from "./features/wallet/wallet.table";
import type {
  AutopayDraftsTable,
  AutopayNotAttemptedTable,
  AutopayEnrolmentsTable,
} from "./features/autopay/autopay.table";
import type { PaymentExtensionsTable } from "./features/payment-extension/payment-extension.table";
import type { DueDateChangesTable } from "./features/due-date/due-date.table";
import type { BudgetEnrolmentsTable } from "./features/budget-billing/budget-billing.table";

/**
 * Every table of the BFF's own database, composed here at the root (decision 015): each feature
 * declares its tables in its `*.table.ts`, the platform its own (audit log, mail outbox, job leases,
 * rate-limit windows), and the platform's database code is generic over this type. A new table is
 * added here, beside its migration in `platform/db/migrations/`.
 */
export interface Database extends AuditTables, MailTables, JobTables, RateLimitTables, TextTables {
  sessions: SessionsTable;
  admin_roles: AdminRolesTable;
  admins: AdminsTable;
  back_office_settings: BackOfficeSettingsTable;
  maintenance_flags: MaintenanceFlagsTable;
  checkout_sequence: CheckoutSequenceTable;
  checkouts: CheckoutsTable;
  checkout_lines: CheckoutLinesTable;
  posting_outbox: PostingOutboxTable;
  payment_day_totals: PaymentDayTotalsTable;
  payment_submissions: PaymentSubmissionsTable;
  duplicate_refunds: DuplicateRefundsTable;
  sign_up_tickets: SignUpTicketsTable;
  forgot_flows: ForgotFlowsTable;
  security_answer_failures: SecurityAnswerFailuresTable;
  password_resets: PasswordResetsTable;
  announcements: AnnouncementsTable;
  system_popups: SystemPopupsTable;
  survey_questions: SurveyQuestionsTable;
  survey_responses: SurveyResponsesTable;
  help_requests: HelpRequestsTable;
  zip_failures: ZipFailuresTable;
  pending_sign_ups: PendingSignUpsTable;
  announcement_images: AnnouncementImagesTable;
  pay_links: PayLinksTable;
  reconciliation_runs: ReconciliationRunsTable;
  notification_settings: NotificationSettingsTable;
  notices_sent: NoticesSentTable;
  arrangement_drafts: ArrangementDraftsTable;
  saved_cards: SavedCardsTable;
  autopay_enrolments: AutopayEnrolmentsTable;
  autopay_drafts: AutopayDraftsTable;
  autopay_not_attempted: AutopayNotAttemptedTable;
  arrangement_payments: ArrangementPaymentsTable;
  arrangement_forms: ArrangementFormsTable;
  login_failures: LoginFailuresTable;
  customer_lock_notices: CustomerLockNoticesTable;
  outage_reports: OutageReportsTable;
  outage_watches: OutageWatchesTable;
  payment_extensions: PaymentExtensionsTable;
  due_date_changes: DueDateChangesTable;
  budget_enrolments: BudgetEnrolmentsTable;
}

/** The BFF's database (or, as `Transaction<Database>`, a transaction of it). */
export type Db = Kysely<Database>;
