/**
 * The back office's own staff (spec 000 §2 'Admin users', §5, §7; spec 001 §2 'Change Password
 * modal'): request and answer schemas of the admin-user calls.
 */
import * as v from "valibot";
import { AdminLoginRequest, AdminLoginResponse } from "./admin-login";
import { adminMessages } from "./messages";
import type { RouteEntry } from "./route-entry";

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

/** GET /api/v1/roles (spec 000 §7): the server's role list. */
export const AdminRolesResponse = v.array(v.object({ id: v.number(), admin_role: v.string() }));

/** GET /api/v1/users (spec 000 §7): the admins, the caller's own row left out (spec 000 §2). */
export const AdminUsersResponse = v.array(
  v.object({
    id: v.number(),
    username: v.string(),
    email: v.string(),
    admin_role: v.string(),
    role_id: v.number(),
  }),
);

const AdminUsername = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(adminMessages.fieldRequired),
  v.maxLength(50),
  v.regex(/^[A-Za-z0-9._-]+$/, adminMessages.usernameCharacters),
);

/** The admin password rule of spec 000 §5: at least 8 characters (the text says 8 to 15). */
export const AdminPassword = v.pipe(
  v.string(),
  v.nonEmpty(adminMessages.fieldRequired),
  v.minLength(8, adminMessages.adminPasswordLength),
  v.maxLength(15, adminMessages.adminPasswordLength),
);

/** POST /api/v1/insert-admin (spec 000 §7): all fields required (spec 000 §2). */
export const InsertAdminRequest = v.object({
  admin_role: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.nonEmpty(adminMessages.fieldRequired), v.transform(Number))]),
    v.number(adminMessages.fieldRequired),
    v.integer(adminMessages.fieldRequired),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(adminMessages.fieldRequired),
    v.email(adminMessages.emailInvalid),
    v.maxLength(254),
  ),
  username: AdminUsername,
  password: AdminPassword,
});
export type InsertAdminRequest = v.InferInput<typeof InsertAdminRequest>;

export const ResultResponse = v.object({
  result: v.picklist(["Success", "Failed"]),
  message: v.optional(v.string()),
});

/** POST /api/v1/check-admin-username: result 'true' means the name exists. */
export const CheckAdminUsernameRequest = v.object({
  username: v.pipe(v.string(), v.trim(), v.maxLength(50)),
});
export const CheckAdminUsernameResponse = v.object({ result: v.picklist(["true", "false"]) });

export const AdminIdRequest = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** POST /api/v1/update-password (another admin's password; spec 000 §5 checks only the match). */
export const UpdatePasswordRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  new_password: AdminPassword,
});

/** POST /api/v1/update-role. */
export const UpdateRoleRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  role: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** The admin-users feature's routes in the table (decision 017). */
export const adminUsersRoutes = {
  adminLogin: {
    method: "POST",
    path: "/api/v1/login",
    access: "anonymous",
    request: AdminLoginRequest,
    answer: AdminLoginResponse,
    rateLimit: "login",
    errors: [],
    summary: "login (000 §7): admin login, open during maintenance",
  },
  updateAdminPassword: {
    method: "POST",
    path: "/api/v1/update-admin-password",
    access: "admin",
    request: UpdateAdminPasswordRequest,
    answer: AdminChangeResponse,
    errors: [],
    summary: "update-admin-password (001 §7): the logged-in admin's own password (Change Pass)",
  },
  adminRoles: {
    method: "GET",
    path: "/api/v1/roles",
    access: { admin: "users" },
    answer: AdminRolesResponse,
    errors: [],
    summary: "roles (000 §7): the server's role list",
  },
  adminUsers: {
    method: "GET",
    path: "/api/v1/users",
    access: { admin: "users" },
    answer: AdminUsersResponse,
    errors: [],
    summary: "users (000 §7): the admins, without the caller's own row",
  },
  insertAdmin: {
    method: "POST",
    path: "/api/v1/insert-admin",
    access: { admin: "users" },
    request: InsertAdminRequest,
    answer: ResultResponse,
    errors: ["USERNAME_TAKEN"],
    summary: "insert-admin (000 §7)",
  },
  checkAdminUsername: {
    method: "POST",
    path: "/api/v1/check-admin-username",
    access: { admin: "users" },
    request: CheckAdminUsernameRequest,
    answer: CheckAdminUsernameResponse,
    errors: [],
    summary: "check-admin-username (000 §7): result 'true' when the name exists",
  },
  deleteAdmin: {
    method: "POST",
    path: "/api/v1/delete-admin",
    access: { admin: "users" },
    request: AdminIdRequest,
    answer: ResultResponse,
    errors: ["OWN_ROW", "NOT_FOUND", "LAST_SUPER_ADMIN"],
    summary: "delete-admin (000 §7): one call per selected admin",
  },
  updateAdminUserPassword: {
    method: "POST",
    path: "/api/v1/update-password",
    access: { admin: "users" },
    request: UpdatePasswordRequest,
    answer: AdminChangeResponse,
    errors: ["OWN_ROW", "NOT_FOUND", "LAST_SUPER_ADMIN"],
    summary: "update-password (000 §7): another admin's password",
  },
  updateAdminRole: {
    method: "POST",
    path: "/api/v1/update-role",
    access: { admin: "users" },
    request: UpdateRoleRequest,
    answer: AdminChangeResponse,
    errors: ["OWN_ROW", "NOT_FOUND", "LAST_SUPER_ADMIN"],
    summary: "update-role (000 §7): another admin's role",
  },
} as const satisfies Record<string, RouteEntry>;
