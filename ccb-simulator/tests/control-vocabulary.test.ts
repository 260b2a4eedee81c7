/** The shared control vocabulary (docs/simulator-control.md), asserted on the billing simulator. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { describeControlVocabulary } from "@paygpa/simulator-kit/control-api/suite";
import { startSimulator } from "./simulator";

describeControlVocabulary({
  service: "ccb-simulator",
  start: async () => {
    const ccb = await startSimulator();
    return { url: ccb.baseUrl, close: ccb.close };
  },
  publicPath: "/rest/apis/cm/accounts/premise",
  callPublic: (url) =>
    fetch(`${url}/rest/apis/cm/accounts/premise`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ AccountID: "1000000001" }),
    }),
  okStatus: 200,
  controlHeaders: controlTokenHeaders(),
});
