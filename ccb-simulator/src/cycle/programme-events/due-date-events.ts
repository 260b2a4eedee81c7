/**
 * The preferred due date's next event (decision 047): while the first bill under a new due day is
 * still to come, the day it is cut, with the due date it brings (`../../bill-cycles/due-day-events.ts`).
 */
import { dueDayChangeEvents } from "../../bill-cycles/due-day-events";
import type { ProgrammeEventSource } from "./event-source";

export const dueDateEvents: ProgrammeEventSource = {
  programme: "due-date",
  kinds: ["due-day-change"],
  next: ({ cycle, loaded, from }, account) => dueDayChangeEvents(cycle, loaded, account, from),
};
