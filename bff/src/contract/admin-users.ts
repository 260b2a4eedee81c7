/**
 * The back office's own staff (spec 000 §2 'Admin users', §5, §7; spec 001 §2 'Change Password
 * modal'): request and answer schemas of the admin-user calls.
 */
import * as v from "valibot";
import { adminMessages } from "./messages";

/** The answer of the password and role changes: `result.status` and the server's `Description`. */
export const AdminChangeResponse = v.object({
  result: v.object({ status: v.picklist(["Success", "Failed"]), Description: v.string() }),
});
export type AdminChangeResponse = v.InferOutput<typeof AdminChangeResponse>;

/**
 * POST /api/v1/update-admin-password (spec 001 §7): the logged-in admin's own password. The `id` is
 * the spec's; the BFF changes only the session's own admin, whatever id is sent.
 */
export const UpdateAdminPasswordRequest = v.object({
  id: v.optional(v.number()),
  old_password: v.pipe(v.string(), v.nonEmpty(adminMessages.enterCurrentPassword), v.maxLength(128)),
  new_password: v.pipe(v.string(), v.nonEmpty(adminMessages.enterNewPassword), v.maxLength(128)),
});
export type UpdateAdminPasswordRequest = v.InferInput<typeof UpdateAdminPasswordRequest>;
