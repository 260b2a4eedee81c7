/** Phoned-In Bill Payment and pay by link (spec 000 §2, §7; pay by link is beyond the spec). Other rooms import only from here. */
export { phonedInHandlers } from "./phoned-in.handlers";
