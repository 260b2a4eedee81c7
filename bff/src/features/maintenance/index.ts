/** Maintenance: the two switches, their routes, and what other features ask of them. */
export { refuseWhileLoginMaintenance } from "./login-maintenance";
export { ensureMaintenanceFlags } from "./maintenance.repository";
export { maintenanceHandlers } from "./maintenance.handlers";
export { assertPayNowOpen, isPayNowSwitchedOff } from "./pay-now-maintenance";
