/**
 * The outage system's named scenarios (`POST /__control/scenarios/{name}`), from the clock's now,
 * in force until the next reset. The feeder fault and the planned outage are on the feeder of
 * maria.cruz's premise (account 1000000001), or of the account or trainee the request names
 * (classroom mode: trainee 7's copy, 1000070001); the typhoon takes the whole island.
 */
import { type ScenarioTarget, traineeId } from "@paygpa/simulator-kit";
import { invalidRequest, parseFault, type Scenario } from "@paygpa/simulator-kit/control-api";
import type { OmsContext } from "../context";
import { isPublicPath } from "../middleware";
import { planOutage } from "../model/plans";
import { feederFault, guamDayAt, typhoon } from "../model/storms";

export const SCENARIO_ACCOUNT = "1000000001";

function feederOf(context: OmsContext, target: ScenarioTarget = {}): string {
  const account =
    target.account ?? (target.trainee ? traineeId(SCENARIO_ACCOUNT, target.trainee) : SCENARIO_ACCOUNT);
  const servicePoint = context.network.byAccount.get(account)?.[0];
  if (!servicePoint) throw invalidRequest(`account ${account} has no service point on the network`);
  return servicePoint.feeder;
}

export function omsScenarios(context: OmsContext): Record<string, Scenario> {
  return {
    "feeder-fault-restored-in-2-hours": {
      description:
        "A fault takes out the feeder of maria.cruz's premise now; a crew is dispatched, finds the cause, brings half the feeder back after 75 minutes and the rest after 2 hours.",
      shows: "An outage known before the customer calls, its crew's progress and an estimate that changes.",
      check:
        "Her premise's job shows assessing; advance the clock 15 minutes: dispatched, estimate in 3 hours; 40 minutes: on site, estimate 2 hours; 2 hours: restored.",
      apply: (target) => {
        feederFault(context.book, feederOf(context, target), context.clock.now());
      },
    },
    "planned-outage": {
      description:
        "Pole replacement on the feeder of maria.cruz's premise tomorrow from 9:00 to 13:00, Guam time, announced today.",
      shows: "Planned outages ahead, and the premise out during the work.",
      check:
        "The planned outages of her premise list it as scheduled; advance the clock to tomorrow 10:00: in progress, and her premise is out.",
      apply: (target) => {
        const now = context.clock.now();
        planOutage(context.book, {
          feeder: feederOf(context, target),
          start: guamDayAt(now, 1, 9),
          end: guamDayAt(now, 1, 13),
          workDescription: "Pole replacement",
        });
      },
    },
    typhoon: {
      description:
        "A typhoon: every feeder of the island out within 6 hours as the wind passes north-east to south-west, then restored feeder by feeder over 5 days (half a feeder at 12:00, the rest at 18:00), each feeder's first transformer a day later.",
      shows: "Island-wide outages rolling in, storm estimates, and villages coming back a day at a time.",
      check:
        "The island view shows villages going out over the first hours; advance the clock a day at a time: the counts fall, Yigo and Dededo first, Merizo last.",
      apply: () => {
        typhoon(context.book, context.clock.now());
      },
    },
    "oms-down": {
      description: "The outage system's integration drops every call without an answer.",
      shows: "Reports taken while the outage system is down are kept and sent once it is back.",
      check: "Reset the simulator (or clear its faults): each report reaches the call history once.",
      apply: () => context.faults.set(parseFault({ route: "*", down: true }, isPublicPath)),
    },
    "oms-slow": {
      description: "Every call to the outage system's integration takes 8 seconds.",
      shows: "A slow outage system never holds up the customer's page.",
      check: "Status pages answer with what is known; the reports still arrive.",
      apply: () => context.faults.set(parseFault({ route: "*", latencyMs: 8000 }, isPublicPath)),
    },
  };
}
