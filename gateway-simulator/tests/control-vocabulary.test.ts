/** The shared control vocabulary (docs/simulator-control.md), asserted on the gateway simulator. */
import { describeControlVocabulary } from "@paygpa/fixtures/control-api/suite";
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
});
