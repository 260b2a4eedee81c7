/** AutoPay (decisions 031, 032): routes, and the draft runner as a day job and a timed job. */
export { autopayHandlers } from "./autopay.handlers";
export { autopayDayJob, runAutopay } from "./autopay-runner";
export { autopayDraftsNeedingAHand } from "./autopay-not-attempted";
