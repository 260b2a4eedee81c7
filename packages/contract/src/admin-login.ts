/**
 * The back office's login (spec 000 §7), a route of the admin-users feature (`adminUsersRoutes`). In a
 * module of its own: the login page and every admin page (the admin-users schemas) load only what
 * they use.
 */
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
