/** The forgot feature's door: other rooms import only from here. */
export { forgotHandlers } from "./forgot.handlers";
