// /maintenance/… shows the maintenance page too (a prefix match, spec 002 §2).
export { default, meta } from "./maintenance";
