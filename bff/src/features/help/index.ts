/** The help feature's door: other rooms import only from here. */
export { helpRoutes } from "./help.routes";
