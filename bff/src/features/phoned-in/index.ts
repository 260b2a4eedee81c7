/** Phoned-In Bill Payment and pay by link (spec 000 §2, §7; issue 11 points 4, 5). Other rooms import only from here. */
export { phonedInHandlers } from "./phoned-in.handlers";
