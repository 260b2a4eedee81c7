/**
 * One programme's next events on the console's timeline (decision 048): each programme (billing,
 * the payment arrangement, the payment extension, …) answers its own coming events for an account
 * from the world as it stands now, in the order they run on one day. `index.ts` lists them.
 */
import type { Account } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../../loaded-world";
import type { BillingCycle } from "../billing-cycle";
import type { CycleEvent } from "../cycle-records";

/** What every source reads: the cycle, the world, and the last day the cycle has run. */
export interface EventContext {
  cycle: BillingCycle;
  loaded: LoadedWorld;
  from: IsoDate;
}

/** An event as a source answers it: the programme is the source's. */
export type ProgrammeEvent = Omit<CycleEvent, "programme">;

export interface ProgrammeEventSource {
  programme: CycleEvent["programme"];
  /** The kinds this programme answers, in the order they run on one day. */
  kinds: readonly CycleEvent["kind"][];
  next(at: EventContext, account: Account): ProgrammeEvent[];
}
