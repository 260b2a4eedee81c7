/** 'Where is my payment?': a payment's way from the card to the account in billing, in plain words. */
export { paymentTimelineHandlers } from "./payment-timeline.handlers";
