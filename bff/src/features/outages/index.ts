/** Outages for customers (decision 046): other rooms import only from here. */
export { outagesHandlers } from "./outages.handlers";
export { type ReportDeliveryDeps, reportDelivery } from "./report-outbox";
export { runOutageAlerts } from "./outage-alerts";
export { outageTextReply } from "./text-keywords";
