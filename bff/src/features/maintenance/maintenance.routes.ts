import { Router } from "@koa/router";
import { MaintenanceUpdateRequest } from "../../contract/admin";
import type { SystemMaintenanceResponse } from "../../contract/maintenance";
import { requireAdmin } from "../admin-users";
import { recordAudit } from "../../platform/audit";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { listMaintenanceFlags, setMaintenanceFlag } from "./maintenance.repository";

export function maintenanceRoutes(services: Services): Router {
  const router = new Router();

  // Public: the login page and quick pay read it before anyone is signed in.
  router.get("/api/v1/system-maintenance", async (ctx) => {
    const flags: SystemMaintenanceResponse = await listMaintenanceFlags(services.db);
    ctx.body = flags;
  });

  // Each switch is saved at once (spec 000 §2 'System Maintenance').
  router.post("/api/v1/system-maintenance-update", async (ctx) => {
    const admin = await requireAdmin(ctx, services, "systemMaintenance");
    const { id, flag } = parseInput(MaintenanceUpdateRequest, ctx.request.body);
    const at = services.clock.now().toISOString();
    await setMaintenanceFlag(services.db, id, flag, at, admin.username);
    await recordAudit(services.db, {
      at,
      actor: admin.username,
      action: "maintenance-flag",
      subject: String(id),
      details: { flag },
    });
    const flags: SystemMaintenanceResponse = await listMaintenanceFlags(services.db);
    ctx.body = flags;
  });

  return router;
}
