import type { AdminRolesTable, AdminsTable } from "../admin-users/admin-users.table";
import type { AuditLogTable, SessionsTable } from "../auth/sessions.table";
import type { MailOutboxTable } from "../mail/mail.table";
import type { MaintenanceFlagsTable } from "../maintenance/maintenance.table";
import type {
  CheckoutLinesTable,
  CheckoutSequenceTable,
  CheckoutsTable,
  PostingOutboxTable,
} from "../payments/payments.table";

/** Every table of the BFF's own database. */
export interface Database {
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  admin_roles: AdminRolesTable;
  admins: AdminsTable;
  maintenance_flags: MaintenanceFlagsTable;
  mail_outbox: MailOutboxTable;
  checkout_sequence: CheckoutSequenceTable;
  checkouts: CheckoutsTable;
  checkout_lines: CheckoutLinesTable;
  posting_outbox: PostingOutboxTable;
}
