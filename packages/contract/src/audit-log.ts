/** The back office's audit log: every admin action, filtered and paged by the BFF. */
import * as v from "valibot";
import { adminMessages } from "./messages";
import type { RouteEntry } from "./route-entry";

/** GET /api/v1/audit-log: filters and paging done by the BFF (beyond the spec). */
export const AUDIT_PAGE_SIZES = [10, 30, 50] as const;
const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.dateFormat));
export const AuditLogRequest = v.object({
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  from: v.optional(v.union([v.literal(""), IsoDate])),
  to: v.optional(v.union([v.literal(""), IsoDate])),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), "1"),
  pageSize: v.optional(v.pipe(v.picklist(["10", "30", "50"]), v.transform(Number)), "10"),
});
export type AuditLogRequest = v.InferInput<typeof AuditLogRequest>;
export const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.string(),
  action: v.string(),
  subject: v.nullable(v.string()),
  details: v.nullable(v.string()),
  address: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
export const AuditLogResponse = v.object({
  list: v.array(AuditEntry),
  total: v.number(),
  pages: v.number(),
  page: v.number(),
  actions: v.array(v.string()),
});

/** The audit-log feature's routes in the table (decision 017). */
export const auditLogRoutes = {
  auditLog: {
    method: "GET",
    path: "/api/v1/audit-log",
    access: { admin: "auditLog" },
    request: AuditLogRequest,
    answer: AuditLogResponse,
    errors: [],
    summary: "audit-log: every admin action, filtered and paged by the BFF",
  },
} as const satisfies Record<string, RouteEntry>;
