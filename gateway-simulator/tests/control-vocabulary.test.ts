/** The shared control vocabulary (docs/simulator-control.md), asserted on the gateway simulator. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { describeControlVocabulary } from "@paygpa/simulator-kit/control-api/suite";
import { type Gateway, lookup, startGateway } from "./helpers";

let gateway: Gateway;

describeControlVocabulary({
  service: "gateway-simulator",
  start: async () => {
    gateway = await startGateway();
    return gateway;
  },
  publicPath: "/transactions",
  callPublic: () => lookup(gateway, "/transactions?invoice=1"),
  okStatus: 200,
  controlHeaders: controlTokenHeaders(),
});
