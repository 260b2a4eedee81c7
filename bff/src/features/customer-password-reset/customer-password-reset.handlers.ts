import type { RouteHandlers } from "../../platform/http/mount-routes";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { Services } from "../../services";
import type { AdminSession } from "../auth";
import { resetCustomerPassword, searchWebUser } from "./customer-password-reset.service";

/** search-web-user and password-reset (spec 000 §7). */
export function customerPasswordResetHandlers(
  services: Services,
): RouteHandlers<"searchWebUser" | "customerPasswordReset", AdminSession> {
  return {
    searchWebUser: ({ accountId }) => searchWebUser(services, accountId),
    customerPasswordReset: (input, { ctx, caller }) =>
      resetCustomerPassword(
        services,
        { username: caller.username, address: clientAddressOf(ctx, services.config.portalKey) },
        input,
      ),
  };
}
