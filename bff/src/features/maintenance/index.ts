/** Maintenance: the two switches, the AutoPay alert hours, their routes, and what other features ask of them. */
export { autopayAlertHours } from "./autopay-alert-hours";
export { saveBackOfficeSetting } from "./back-office-settings";
export { refuseWhileLoginMaintenance } from "./login-maintenance";
export { ensureMaintenanceFlags } from "./maintenance.repository";
export { maintenanceHandlers } from "./maintenance.handlers";
export { assertPayNowOpen, isPayNowSwitchedOff } from "./pay-now-maintenance";
