import * as v from "valibot";

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
