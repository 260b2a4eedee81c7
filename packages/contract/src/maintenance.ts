import * as v from "valibot";
import type { RouteEntry } from "./route-entry";

/**
 * GET /api/v1/system-maintenance: two items {id, flag}. Item 0 (id 1) disables Login / Sign Up,
 * item 1 (id 2) disables Pay Now (quick pay), when its flag is 1.
 */
export const MaintenanceFlag = v.object({ id: v.number(), flag: v.picklist([0, 1]) });
export const SystemMaintenanceResponse = v.array(MaintenanceFlag);
export type SystemMaintenanceResponse = v.InferOutput<typeof SystemMaintenanceResponse>;

export const MAINTENANCE_LOGIN_ID = 1;
export const MAINTENANCE_PAY_NOW_ID = 2;

export function isLoginDisabled(flags: SystemMaintenanceResponse): boolean {
  return flags.find((item) => item.id === MAINTENANCE_LOGIN_ID)?.flag === 1;
}

export function isPayNowDisabled(flags: SystemMaintenanceResponse): boolean {
  return flags.find((item) => item.id === MAINTENANCE_PAY_NOW_ID)?.flag === 1;
}

/** POST /api/v1/system-maintenance-update (admin levels 1 and 2). */
export const MaintenanceUpdateRequest = v.object({
  id: v.picklist([1, 2]),
  flag: v.picklist([0, 1]),
});
export type MaintenanceUpdateRequest = v.InferInput<typeof MaintenanceUpdateRequest>;

/** The maintenance feature's routes in the table (decision 017). */
export const maintenanceRoutes = {
  systemMaintenance: {
    method: "GET",
    path: "/api/v1/system-maintenance",
    access: "anonymous",
    answer: SystemMaintenanceResponse,
    errors: [],
    summary: "system-maintenance (001, 000 §7)",
  },
  systemMaintenanceUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance-update",
    access: { admin: "systemMaintenance" },
    request: MaintenanceUpdateRequest,
    answer: SystemMaintenanceResponse,
    errors: [],
    summary: "system-maintenance-update (000 §7)",
  },
} as const satisfies Record<string, RouteEntry>;
