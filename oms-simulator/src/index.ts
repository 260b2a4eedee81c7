/** @paygpa/oms-simulator: the outage management system stand-in (Oracle NMS's CIS integration). */
export { createApp, networkFor } from "./app";
export { configFromEnv, type OmsConfig, resolveConfig, type OmsSettings } from "./config";
export type { OmsContext, OmsDeps } from "./context";
export { TROUBLE_CODES } from "./api/messages";
export { API_PREFIX } from "./middleware";
