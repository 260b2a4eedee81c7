/**
 * The SMS provider's own named scenarios (`POST /__control/scenarios/{name}`), in force until the
 * next reset: the provider down or slow (the fault campaign's slice: no text lost, none sent
 * twice), and every text undelivered.
 */
import { parseFault, type Scenario } from "@paygpa/simulator-kit/control-api";
import type { SmsContext } from "../context";
import { isPublicPath } from "../middleware";

export function smsScenarios(context: SmsContext): Record<string, Scenario> {
  const { store } = context;
  return {
    "sms-provider-down": {
      description: "The SMS provider's REST API drops every call without an answer.",
      shows: "Texts wait in the BFF's outbox and go out once the provider is back, none twice.",
      check: "Reset the simulator (or clear its faults): each text arrives in the phone view once.",
      apply: () => store.faults.set(parseFault({ route: "*", down: true }, isPublicPath)),
    },
    "sms-provider-slow": {
      description: "Every call to the SMS provider's REST API takes 8 seconds.",
      shows: "Sending texts never holds up the customer's page; the texts still arrive.",
      check: "The phone view shows each text once, late.",
      apply: () => store.faults.set(parseFault({ route: "*", latencyMs: 8000 }, isPublicPath)),
    },
    "texts-undelivered": {
      description: "Every text is accepted, then the carrier reports it undelivered (30003).",
      shows: "The back office shows the texts as not delivered.",
      check: "The phone view shows each text 'undelivered (30003)'.",
      apply: () => {
        store.alwaysFail = 30003;
      },
    },
  };
}
