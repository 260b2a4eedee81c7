/** The admin-user routes (spec 000 §7, 001 §7): the handlers behind the contract's back-office table. */
import type { RouteHandlers } from "../../platform/http/mount-routes";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { Services } from "../../services";
import type { AdminSession } from "../auth";
import { changeOwnPassword } from "./own-password.service";

export type AdminCaller = AdminSession & { level: number };

export function adminUsersHandlers(services: Services): RouteHandlers<"updateAdminPassword", AdminCaller> {
  const from = (ctx: Parameters<typeof clientAddressOf>[0]) =>
    clientAddressOf(ctx, services.config.portalKey);
  return {
    updateAdminPassword: (input, { ctx, caller }) => changeOwnPassword(services, caller, input, from(ctx)),
  };
}
