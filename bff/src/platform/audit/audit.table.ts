import type { Generated } from "kysely";

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  details: string | null;
  /** The browser's address the action came from (null for actions of the system itself). */
  address: string | null;
}

/** The audit log's tables, part of the database the root composes (`src/database.ts`). */
export interface AuditTables {
  audit_log: AuditLogTable;
}
