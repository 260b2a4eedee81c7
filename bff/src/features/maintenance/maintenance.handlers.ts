import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { listMaintenanceFlags, setMaintenanceFlag } from "./maintenance.repository";

/** The maintenance switches: public to read (login page, quick pay), admin levels 1–2 to change. */
export function maintenanceHandlers(
  services: Services,
): RouteHandlers<"systemMaintenance"> & RouteHandlers<"systemMaintenanceUpdate", { username: string }> {
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
  };
}
