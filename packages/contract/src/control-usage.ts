/**
 * `POST /__control/usage-edits` (docs/simulator-control.md, "The BFF"): a trainer's edit of one
 * account's 15-minute reads — a spike day, missing reads, an estimated period or a meter exchange —
 * passed on to billing's world change `usage` (ccb-simulator src/usage/usage-edits.ts).
 */
import * as v from "valibot";

export const USAGE_EDITS = ["spike-day", "missing-reads", "estimated-period", "meter-exchange"] as const;

const Whole = (field: string, min: number, max: number, unit: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number of ${unit} from ${min} to ${max}`),
    v.minValue(min, `${field} must be a whole number of ${unit} from ${min} to ${max}`),
    v.maxValue(max, `${field} must be a whole number of ${unit} from ${min} to ${max}`),
  );

export const UsageEditRequest = v.object({
  account: v.pipe(v.string(), v.regex(/^\d{10}$/, "account must be a 10-digit account number")),
  edit: v.picklist(USAGE_EDITS, `edit must be one of ${USAGE_EDITS.join(", ")}`),
  daysAgo: Whole("daysAgo", 1, 390, "days"),
  hours: v.optional(Whole("hours", 1, 72, "hours")),
  days: v.optional(Whole("days", 1, 31, "days")),
});
export type UsageEditRequest = v.InferInput<typeof UsageEditRequest>;

/** What billing applied: the account, the edit, the Guam day it starts on, and the journal's number. */
export const UsageEditApplied = v.object({
  account: v.string(),
  edit: v.picklist(USAGE_EDITS),
  date: v.pipe(v.string(), v.isoDate()),
  seq: v.number(),
});
