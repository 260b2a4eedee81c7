/** AutoPay (decisions 030, 031): routes, and the draft runner as a day job and a timed job. */
export { autopayHandlers } from "./autopay.handlers";
export { autopayDayJob, type DayJob, runAutopay } from "./autopay-runner";
