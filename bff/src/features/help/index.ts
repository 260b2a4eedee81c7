/** The help feature's door: other rooms import only from here. */
export { helpHandlers } from "./help.handlers";
