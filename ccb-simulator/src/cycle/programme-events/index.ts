/**
 * The programmes whose next events the console's timeline shows (decision 048), one source each, in
 * the order they run on one day. A new programme adds its own file and one line here (this file
 * merges as a union of lines, see .gitattributes).
 */
import { arrangementEvents } from "./arrangement-events";
import { billingEvents } from "./billing-events";
import { budgetEvents } from "./budget-events";
import { dueDateEvents } from "./due-date-events";
import type { ProgrammeEventSource } from "./event-source";
import { extensionEvents } from "./extension-events";

export const programmeEventSources: readonly ProgrammeEventSource[] = [
  billingEvents,
  arrangementEvents,
  extensionEvents,
  dueDateEvents,
  budgetEvents,
];
