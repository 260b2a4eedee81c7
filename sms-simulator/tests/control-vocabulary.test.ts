/** The shared control vocabulary (docs/simulator-control.md), asserted on the SMS simulator. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { describeControlVocabulary } from "@paygpa/simulator-kit/control-api/suite";
import { SMS_DEMO_ACCOUNT } from "../src/index";
import { BASIC, type Simulator, startSimulator } from "./helpers";

let sim: Simulator;
const path = `/2010-04-01/Accounts/${SMS_DEMO_ACCOUNT.accountSid}/Messages.json`;

describeControlVocabulary({
  service: "sms-simulator",
  start: async () => {
    sim = await startSimulator();
    return sim;
  },
  publicPath: path,
  callPublic: (url) => fetch(url + path, { headers: { authorization: BASIC } }),
  okStatus: 200,
  controlHeaders: controlTokenHeaders(),
});
