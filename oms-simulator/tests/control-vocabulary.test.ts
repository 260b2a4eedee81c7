/** The shared control vocabulary (docs/simulator-control.md), asserted on the outage-system simulator. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { describeControlVocabulary } from "@paygpa/simulator-kit/control-api/suite";
import { type Simulator, startSimulator } from "./helpers";

let sim: Simulator;
const path = "/nms/integration/outageSummary";

describeControlVocabulary({
  service: "oms-simulator",
  start: async () => {
    sim = await startSimulator();
    return sim;
  },
  publicPath: path,
  callPublic: (url) => fetch(url + path),
  okStatus: 200,
  controlHeaders: controlTokenHeaders(),
});
