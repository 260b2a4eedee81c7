/** The admin-user routes (spec 000 §7, 001 §7): the handlers behind the contract's back-office table. */
import type { Context } from "koa";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { Services } from "../../services";
import type { AdminSession } from "../auth";
import { listAdminRoles, usernameTaken } from "./admin-users.repository";
import {
  type Actor,
  addAdmin,
  deleteAdmin,
  listOtherAdmins,
  setAdminPassword,
  setAdminRole,
} from "./admin-users.service";
import { changeOwnPassword } from "./own-password.service";

export type AdminCaller = AdminSession & { level: number };

type Names =
  | "updateAdminPassword"
  | "adminRoles"
  | "adminUsers"
  | "insertAdmin"
  | "checkAdminUsername"
  | "deleteAdmin"
  | "updateAdminUserPassword"
  | "updateAdminRole";

/** Who acts and from where, for the audit log (beyond the spec). */
export function actorOf(services: Pick<Services, "config">, ctx: Context, caller: AdminCaller): Actor {
  return {
    adminId: caller.adminId,
    username: caller.username,
    address: clientAddressOf(ctx, services.config.portalKey),
  };
}

export function adminUsersHandlers(services: Services): RouteHandlers<Names, AdminCaller> {
  return {
    updateAdminPassword: (input, { ctx, caller }) =>
      changeOwnPassword(services, caller, input, clientAddressOf(ctx, services.config.portalKey)),
    adminRoles: () => listAdminRoles(services.db),
    adminUsers: (_input, { caller }) => listOtherAdmins(services, caller),
    insertAdmin: (input, { ctx, caller }) => addAdmin(services, actorOf(services, ctx, caller), input),
    async checkAdminUsername({ username }) {
      return { result: (await usernameTaken(services.db, username)) ? "true" : "false" };
    },
    deleteAdmin: ({ id }, { ctx, caller }) => deleteAdmin(services, actorOf(services, ctx, caller), id),
    updateAdminUserPassword: ({ id, new_password }, { ctx, caller }) =>
      setAdminPassword(services, actorOf(services, ctx, caller), id, new_password),
    updateAdminRole: ({ id, role }, { ctx, caller }) =>
      setAdminRole(services, actorOf(services, ctx, caller), id, role),
  };
}
