/**
 * The dashboard feature's door (spec 002 §2, §7, §8): bills, statement, payment history, charts and
 * the paperless setting. It reads payments and accounts through their doors only.
 */
export { dashboardHandlers } from "./dashboard.handlers";
