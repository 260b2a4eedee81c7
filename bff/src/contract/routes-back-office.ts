/** The back office's routes, part 1 (spec 000 §7, 001 §7; spec 000 §2; decision 017). */
import {
  AdminChangeResponse,
  AdminIdRequest,
  AdminRolesResponse,
  AdminUsersResponse,
  CheckAdminUsernameRequest,
  CheckAdminUsernameResponse,
  InsertAdminRequest,
  ResultResponse,
  UpdateAdminPasswordRequest,
  UpdatePasswordRequest,
  UpdateRoleRequest,
} from "./admin-users";
import {
  AuditLogRequest,
  AuditLogResponse,
  CustomerPasswordResetRequest,
  CustomerPasswordResetResponse,
  FilePathResponse,
  SearchWebUserRequest,
  SearchWebUserResponse,
  UpdateFilePathRequest,
  UpdateFilePathResponse,
} from "./back-office";
import type { RouteEntry } from "./route-entry";

export const backOfficeRoutes = {
  updateAdminPassword: {
    method: "POST",
    path: "/api/v1/update-admin-password",
    access: "admin",
    request: UpdateAdminPasswordRequest,
    answer: AdminChangeResponse,
    summary: "update-admin-password (001 §7): the logged-in admin's own password (Change Pass)",
  },
  // -- Users (spec 000 §2 'Admin users', §5, §7): level 1 ------------------------------------------
  adminRoles: {
    method: "GET",
    path: "/api/v1/roles",
    access: { admin: "users" },
    answer: AdminRolesResponse,
    summary: "roles (000 §7): the server's role list",
  },
  adminUsers: {
    method: "GET",
    path: "/api/v1/users",
    access: { admin: "users" },
    answer: AdminUsersResponse,
    summary: "users (000 §7): the admins, without the caller's own row",
  },
  insertAdmin: {
    method: "POST",
    path: "/api/v1/insert-admin",
    access: { admin: "users" },
    request: InsertAdminRequest,
    answer: ResultResponse,
    summary: "insert-admin (000 §7)",
  },
  checkAdminUsername: {
    method: "POST",
    path: "/api/v1/check-admin-username",
    access: { admin: "users" },
    request: CheckAdminUsernameRequest,
    answer: CheckAdminUsernameResponse,
    summary: "check-admin-username (000 §7): result 'true' when the name exists",
  },
  deleteAdmin: {
    method: "POST",
    path: "/api/v1/delete-admin",
    access: { admin: "users" },
    request: AdminIdRequest,
    answer: ResultResponse,
    summary: "delete-admin (000 §7): one call per selected admin",
  },
  updateAdminUserPassword: {
    method: "POST",
    path: "/api/v1/update-password",
    access: { admin: "users" },
    request: UpdatePasswordRequest,
    answer: AdminChangeResponse,
    summary: "update-password (000 §7): another admin's password",
  },
  updateAdminRole: {
    method: "POST",
    path: "/api/v1/update-role",
    access: { admin: "users" },
    request: UpdateRoleRequest,
    answer: AdminChangeResponse,
    summary: "update-role (000 §7): another admin's role",
  },
  // -- Password Reset (spec 000 §2 'Change Password', §7): levels 1 and 4 --------------------------
  searchWebUser: {
    method: "POST",
    path: "/api/v1/search-web-user",
    access: { admin: "passwordReset" },
    request: SearchWebUserRequest,
    answer: SearchWebUserResponse,
    summary: "search-web-user (000 §7): the web users of an account",
  },
  customerPasswordReset: {
    method: "POST",
    path: "/api/v1/password-reset",
    access: { admin: "passwordReset" },
    request: CustomerPasswordResetRequest,
    answer: CustomerPasswordResetResponse,
    summary: "password-reset (000 §7): a customer's web password, which also clears the lock",
  },
  // -- Payment Arrangement Upload Path (spec 000 §2, §8): level 1 -----------------------------------
  getFilePath: {
    method: "GET",
    path: "/api/v1/get-file-path",
    access: { admin: "paymentArrangementUploadPath" },
    answer: FilePathResponse,
    summary: "get-file-path (000 §7)",
  },
  updateFilePath: {
    method: "POST",
    path: "/api/v1/update-file-path",
    access: { admin: "paymentArrangementUploadPath" },
    request: UpdateFilePathRequest,
    answer: UpdateFilePathResponse,
    summary: "update-file-path (000 §7): confined to the configured upload root",
  },
  // -- Audit Log (beyond the spec): level 1, read only ---------------------------------------------
  auditLog: {
    method: "GET",
    path: "/api/v1/audit-log",
    access: { admin: "auditLog" },
    request: AuditLogRequest,
    answer: AuditLogResponse,
    summary: "audit-log: every admin action, filtered and paged by the BFF",
  },
} as const satisfies Record<string, RouteEntry>;
