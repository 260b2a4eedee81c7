import * as v from "valibot";
import { notBlank } from "./common";

/** POST /api/v1/login — admin login (spec 000 §7). */
export const AdminLoginRequest = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty("Please enter your Username."), v.maxLength(60)),
  password: v.pipe(
    v.string(),
    v.nonEmpty("Please enter your password."),
    notBlank("Please enter your password."),
    v.maxLength(128),
  ),
});
export type AdminLoginRequest = v.InferInput<typeof AdminLoginRequest>;

export const AdminLoginResponse = v.object({
  status: v.picklist(["Success", "Failed"]),
  message: v.optional(v.string()),
  token: v.optional(v.string()),
  result: v.array(
    v.object({ id: v.number(), username: v.string(), admin_role: v.string(), level: v.number() }),
  ),
});
export type AdminLoginResponse = v.InferOutput<typeof AdminLoginResponse>;

/** POST /api/v1/system-maintenance-update (admin levels 1 and 2). */
export const MaintenanceUpdateRequest = v.object({
  id: v.picklist([1, 2]),
  flag: v.picklist([0, 1]),
});
export type MaintenanceUpdateRequest = v.InferInput<typeof MaintenanceUpdateRequest>;

/** Which admin levels may use which back-office area (spec 001 §6). */
export const ADMIN_LEVELS = {
  users: [1],
  systemMaintenance: [1, 2],
  announcements: [1, 2],
  reports: [1, 2, 3],
  // 'Post again' of a payment that needs a hand (beyond the spec): super admin and finance.
  postAgain: [1, 3],
  phonedIn: [1, 3, 4],
  passwordReset: [1, 4],
  paymentArrangementUploadPath: [1],
  // Beyond the spec's seven tabs, level-1 views of this product: the payment-arrangement work
  // queue (decision 018) and the audit log (beyond the spec).
  paymentArrangementForms: [1],
  auditLog: [1],
} as const satisfies Record<string, readonly number[]>;
export type AdminArea = keyof typeof ADMIN_LEVELS;
