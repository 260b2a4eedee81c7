/**
 * The control API of all three services (docs/simulator-control.md), as one table per service:
 * each route's method, path under `/__control`, what it does, and the schemas of its request and
 * answer where they are fixed. The BFF's control routes are typed against it, a BFF test checks that
 * every route mounted is in it and every route in it is mounted, and `npm run control-openapi -w
 * @paygpa/bff` writes it as docs/control-api/<service>.openapi.json (kept current by the same test).
 */
import { bffControl } from "./control-api-bff";
import type { ControlApiRoute, ControlService } from "./control-api-route";
import { billingControl, gatewayControl, simulatorVocabulary } from "./control-api-simulators";

export type { ControlApiRoute, ControlService } from "./control-api-route";
export { bffControl } from "./control-api-bff";
export { billingControl, gatewayControl, simulatorVocabulary } from "./control-api-simulators";

export const controlApi: Readonly<Record<ControlService, readonly ControlApiRoute[]>> = {
  bff: bffControl,
  "ccb-simulator": [...simulatorVocabulary, ...billingControl],
  "gateway-simulator": [...simulatorVocabulary, ...gatewayControl],
};
