/**
 * Back office, part 1 (spec 000 §2): the customer password reset (spec 000 §2 'Change Password', §5,
 * §7), the payment-arrangement file path (spec 000 §2, §5, §8) and the audit log (beyond the spec).
 */
import * as v from "valibot";
import { AccountId, DIVISION } from "./common";
import { adminMessages } from "./messages";

/** POST /api/v1/search-web-user (spec 000 §7): the web users of one account. */
export const SearchWebUserRequest = v.object({
  accountId: AccountId,
  username: v.optional(v.pipe(v.string(), v.maxLength(60))),
  division: v.optional(v.literal(DIVISION), DIVISION),
});
export const WebUserFound = v.object({ username: v.string(), fullName: v.string(), personId: v.string() });
export type WebUserFound = v.InferOutput<typeof WebUserFound>;
export const SearchWebUserResponse = v.object({
  result: v.object({
    status: v.picklist(["Success", "Failed"]),
    description: v.optional(v.string()),
    desc: v.array(WebUserFound),
  }),
});

/**
 * POST /api/v1/password-reset (spec 000 §7: personId, password). The BFF also needs the account the
 * person was found by: it finds the web user again there, so no person is reset on the browser's word.
 */
export const CustomerPasswordResetRequest = v.object({
  accountId: AccountId,
  personId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  password: v.pipe(
    v.string(),
    v.nonEmpty(adminMessages.customerPasswordLength),
    v.minLength(8, adminMessages.customerPasswordLength),
    v.maxLength(128),
  ),
});
export const CustomerPasswordResetResponse = v.object({
  result: v.object({ status: v.picklist(["Success", "Failed"]), description: v.string() }),
});

/** GET get-file-path (spec 000 §7): data[0].path. */
export const FilePathResponse = v.object({ data: v.array(v.object({ path: v.string() })) });
/** POST update-file-path (spec 000 §7). */
export const UpdateFilePathRequest = v.object({
  file_path: v.pipe(
    v.string(adminMessages.enterFilePath),
    v.trim(),
    v.nonEmpty(adminMessages.enterFilePath),
    v.maxLength(500),
  ),
});
export const UpdateFilePathResponse = v.object({
  result: v.picklist(["Success", "Failed"]),
  message: v.string(),
});

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
