import type { AdminRolesTable, AdminsTable } from "../../features/admin-users/admin-users.table";
import type { BackOfficeSettingsTable } from "../../features/upload-path/upload-path.table";
import type { AuditLogTable } from "../audit/audit.table";
import type { SessionsTable } from "../../features/auth/sessions.table";
import type { LoginFailuresTable } from "../../features/auth/login-failures.table";
import type { MailOutboxTable } from "../mail/mail.table";
import type { JobLeasesTable, RateLimitWindowsTable } from "../jobs/jobs.table";
import type { MaintenanceFlagsTable } from "../../features/maintenance/maintenance.table";
import type {
  CheckoutLinesTable,
  CheckoutSequenceTable,
  CheckoutsTable,
  PostingOutboxTable,
} from "../../features/payments/payments.table";
import type {
  DuplicateRefundsTable,
  PaymentSubmissionsTable,
} from "../../features/payments/submissions.table";
import type {
  AnnouncementImagesTable,
  AnnouncementsTable,
  SystemPopupsTable,
} from "../../features/announcements/announcements.table";
import type {
  ForgotFlowsTable,
  PasswordResetsTable,
  SecurityAnswerFailuresTable,
} from "../../features/forgot/forgot.table";
import type { HelpRequestsTable } from "../../features/help/help.table";
import type { PendingSignUpsTable, SignUpTicketsTable } from "../../features/sign-up/sign-up.table";
import type { SurveyQuestionsTable, SurveyResponsesTable } from "../../features/survey/survey.table";
import type { ZipFailuresTable } from "../../features/zip-guard/zip-guard.table";
import type { PaymentDayTotalsTable } from "../../features/payments/payment-day-totals.table";
import type { PayLinksTable } from "../../features/phoned-in/pay-links.table";
import type { ReconciliationRunsTable } from "../../features/reports/reports.table";
import type {
  NoticesSentTable,
  NotificationSettingsTable,
} from "../../features/notifications/notifications.table";
import type {
  ArrangementDraftsTable,
  ArrangementFormsTable,
  ArrangementPaymentsTable,
} from "../../features/payment-arrangement/arrangement.table";

/** Every table of the BFF's own database. */
export interface Database {
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  admin_roles: AdminRolesTable;
  admins: AdminsTable;
  back_office_settings: BackOfficeSettingsTable;
  maintenance_flags: MaintenanceFlagsTable;
  mail_outbox: MailOutboxTable;
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
  arrangement_payments: ArrangementPaymentsTable;
  arrangement_forms: ArrangementFormsTable;
  job_leases: JobLeasesTable;
  rate_limit_windows: RateLimitWindowsTable;
  login_failures: LoginFailuresTable;
}
