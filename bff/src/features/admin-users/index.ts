/** Admin users: the back office's staff, their levels, login and guard. Other rooms import only from here. */
export { ADMIN_LEVELS } from "./admin-levels";
export { adminAuthHandlers } from "./admin-auth.handlers";
export { countAdmins, findAdminById, insertAdmin, upsertAdminRoles } from "./admin-users.repository";
export { requireAdmin } from "./admin-guard";
export { createFirstAdmin, FirstAdminRefused } from "./first-admin";
export { hashPassword } from "./password";
export { adminUsersHandlers, type AdminCaller } from "./admin-users.handlers";
