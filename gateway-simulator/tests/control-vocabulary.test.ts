/** The shared control vocabulary (docs/simulator-control.md), asserted on the gateway simulator. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { describeControlVocabulary } from "@paygpa/simulator-kit/control-api/suite";
import { type Gateway, searchTransactions, startGateway } from "./helpers";

let gateway: Gateway;

describeControlVocabulary({
  service: "gateway-simulator",
  start: async () => {
    gateway = await startGateway();
    return gateway;
  },
  publicPath: "/transaction/search",
  callPublic: () => searchTransactions(gateway, { search_field: "refno", search: "1" }),
  okStatus: 200,
  controlHeaders: controlTokenHeaders(),
});
