/**
 * The next events of some accounts (the console's timeline, decisions 029 and 048): each
 * programme's source (`programme-events/`) predicts its coming events from the world as it stands
 * now (a payment before a due date takes its notice away); here they are labelled with their
 * programme and put in the order the days will run them.
 */
import type { Account } from "@paygpa/fixtures";
import type { LoadedWorld } from "../loaded-world";
import type { BillingCycle } from "./billing-cycle";
import type { CycleEvent } from "./cycle-records";
import { programmeEventSources } from "./programme-events";

/** Within one day: the programmes in their registry's order, each one's kinds in its own order. */
const KIND_ORDER = new Map(
  programmeEventSources.flatMap((source) => source.kinds).map((kind, index) => [kind, index]),
);
const rank = (event: CycleEvent) => KIND_ORDER.get(event.kind) ?? KIND_ORDER.size;

/** The next `limit` events of these accounts after the last day run, in the order they will run. */
export function upcomingEvents(
  cycle: BillingCycle,
  loaded: LoadedWorld,
  accounts: readonly Account[],
  limit: number,
): CycleEvent[] {
  const from = cycle.ranThrough;
  const at = { cycle, loaded, from };
  const events = accounts.flatMap((account) =>
    programmeEventSources.flatMap((source) =>
      source.next(at, account).map((event): CycleEvent => ({ ...event, programme: source.programme })),
    ),
  );
  return events
    .filter((event) => event.date > from || event.kind === "due-date")
    .sort(
      (a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || a.AccountID.localeCompare(b.AccountID),
    )
    .slice(0, limit);
}
