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

/**
 * The hours AutoPay drafts the card gateway refused to attempt wait before operations are told
 * (decision 031): set by staff on the System Maintenance tab; until they set it, the
 * BFF's `PAYGPA_AUTOPAY_ALERT_HOURS` applies.
 */
export const AUTOPAY_ALERT_HOURS_RANGE = { min: 1, max: 72 } as const;

export const autopayAlertHoursMessages = {
  label: "Tell operations when AutoPay cannot reach the card gateway for (hours)",
  invalid: "Enter a whole number of hours from 1 to 72.",
  saved: "Saved.",
} as const;

/** Whether a number of hours can be saved: a whole number within the range. */
export function isAutopayAlertHours(hours: number): boolean {
  return (
    Number.isInteger(hours) &&
    hours >= AUTOPAY_ALERT_HOURS_RANGE.min &&
    hours <= AUTOPAY_ALERT_HOURS_RANGE.max
  );
}

/** GET /api/v1/system-maintenance/autopay-alert-hours: the hours in force, and whether staff set them. */
export const AutopayAlertHoursResponse = v.object({
  hours: v.number(),
  setByStaff: v.boolean(),
  defaultHours: v.number(),
});
export type AutopayAlertHoursResponse = v.InferOutput<typeof AutopayAlertHoursResponse>;

/** POST /api/v1/system-maintenance/autopay-alert-hours (admin levels 1 and 2); the BFF checks the range. */
export const AutopayAlertHoursUpdateRequest = v.object({ hours: v.number() });
export type AutopayAlertHoursUpdateRequest = v.InferInput<typeof AutopayAlertHoursUpdateRequest>;

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
  autopayAlertHours: {
    method: "GET",
    path: "/api/v1/system-maintenance/autopay-alert-hours",
    access: { admin: "systemMaintenance" },
    answer: AutopayAlertHoursResponse,
    errors: [],
    summary: "the hours before operations are told of a refusing card gateway (decision 031)",
  },
  autopayAlertHoursUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance/autopay-alert-hours",
    access: { admin: "systemMaintenance" },
    request: AutopayAlertHoursUpdateRequest,
    answer: AutopayAlertHoursResponse,
    errors: ["INVALID_ALERT_HOURS"],
    summary: "sets the hours before operations are told of a refusing card gateway (decision 031)",
  },
} as const satisfies Record<string, RouteEntry>;
