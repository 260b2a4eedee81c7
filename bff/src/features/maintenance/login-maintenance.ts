import type { Context, Next } from "koa";
import { isLoginDisabled, messages } from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import { listMaintenanceFlags } from "./maintenance.repository";

/**
 * The Login / Sign Up maintenance switch (spec 000 §2 'System Maintenance', spec 001 §2), enforced
 * by the BFF itself: the portal's disabled button is only a courtesy, a direct call must be refused
 * too. Mounted on customer login and on sign-up's calls; admin login stays open, so staff can turn
 * the switch off again.
 */
export function refuseWhileLoginMaintenance(deps: { db: Db }) {
  return async (_ctx: Context, next: Next) => {
    if (isLoginDisabled(await listMaintenanceFlags(deps.db))) {
      throw fail.closed("LOGIN_MAINTENANCE", messages.maintenance);
    }
    await next();
  };
}
