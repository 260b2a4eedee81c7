/** Maintenance: the two switches, their routes, and what other features ask of them. */
export { refuseWhileLoginMaintenance } from "./login-maintenance";
export { ensureMaintenanceFlags } from "./maintenance.repository";
export { maintenanceRoutes } from "./maintenance.routes";
export { assertPayNowOpen } from "./pay-now-maintenance";
