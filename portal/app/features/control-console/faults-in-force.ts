/** The console's Faults panel: every service's faults in force as one list of rows. */
import type { SystemFaults } from "@paygpa/contract";
import type * as v from "valibot";

export type FaultInForce = { service: string; route: string; settings: string };

/** The faults of every service as one list; a simulator that did not answer is named as such. */
export function faultsInForce(answer: v.InferOutput<typeof SystemFaults>): FaultInForce[] {
  return Object.entries(answer.services).flatMap(([service, result]) =>
    "faults" in result
      ? result.faults.map(({ route, ...settings }) => ({
          service,
          route,
          settings: Object.entries(settings)
            .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
            .join(", "),
        }))
      : [{ service, route: "(not answering)", settings: `HTTP ${result.httpStatus ?? "?"}` }],
  );
}
