export { type AuditFilter, listAudit, recordAudit } from "./audit.repository";
export type { AuditLogTable } from "./audit.table";
