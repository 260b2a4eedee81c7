/** The payment extension (decision 045): routes, the dashboard row's rule, the day job. */
export { paymentExtensionHandlers } from "./payment-extension.handlers";
export { lineWithExtension } from "./payment-extension.service";
export { extensionDayJob, runExtensionDay } from "./extension-reminders";
export { requestExtension } from "./payment-extension.service";
export { addDays } from "./payment-extension-rules";
export { addMonths, shownDate } from "./payment-extension-rules";
