/** The forgot feature's door: other rooms import only from here. */
export { forgotRoutes } from "./forgot.routes";
