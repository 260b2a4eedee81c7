export { auditLogHandlers } from "./audit-log.handlers";
