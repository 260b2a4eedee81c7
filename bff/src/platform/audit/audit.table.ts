import type { Generated } from "kysely";

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  details: string | null;
}
