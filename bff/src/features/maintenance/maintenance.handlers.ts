import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { autopayAlertHours, setAutopayAlertHours } from "./autopay-alert-hours";
import { listMaintenanceFlags, setMaintenanceFlag } from "./maintenance.repository";

/**
 * The maintenance switches: public to read (login page, quick pay), admin levels 1–2 to change. The
 * AutoPay alert hours beside them: admin levels 1–2 to read and to change.
 */
export function maintenanceHandlers(
  services: Services,
): RouteHandlers<"systemMaintenance"> &
  RouteHandlers<
    "systemMaintenanceUpdate" | "autopayAlertHours" | "autopayAlertHoursUpdate",
    { username: string }
  > {
  return {
    systemMaintenance: () => listMaintenanceFlags(services.db),

    // Each switch is saved at once (spec 000 §2 'System Maintenance').
    async systemMaintenanceUpdate({ id, flag }, { caller: admin }) {
      const at = services.clock.now().toISOString();
      await setMaintenanceFlag(services.db, id, flag, at, admin.username);
      await recordAudit(services.db, {
        at,
        actor: admin.username,
        action: "maintenance-flag",
        subject: String(id),
        details: { flag },
      });
      return listMaintenanceFlags(services.db);
    },

    autopayAlertHours: () => autopayAlertHours(services),
    autopayAlertHoursUpdate: ({ hours }, { caller: admin }) =>
      setAutopayAlertHours(services, hours, admin.username),
  };
}
