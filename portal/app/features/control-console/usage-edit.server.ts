/**
 * The console's usage edit (usage-panel.tsx): the form read and checked, then passed to the BFF's
 * `POST /__control/usage-edits`; the answer in words, or what to put right. Billing's own refusal (an
 * edit its reads cannot hold) comes back from the BFF as an error the console's action shows.
 */
import { USAGE_EDITS, UsageEditRequest } from "@paygpa/contract";
import * as v from "valibot";
import type { consoleCalls } from "../../lib/bff-console.server";
import { USAGE_EDIT_LABELS } from "./usage-panel";
import { usDateOf } from "../../lib/format";

type Calls = Pick<typeof consoleCalls, "usageEdit">;

export async function addUsageEdit(form: FormData, control: Calls): Promise<string> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const whole = (name: string) => (/^\d{1,4}$/.test(text(name)) ? Number(text(name)) : Number.NaN);
  if (!/^\d{10}$/.test(text("account"))) return "Choose an account (a 10-digit account number).";
  const edit = text("edit");
  if (!(USAGE_EDITS as readonly string[]).includes(edit)) return "Choose what to add to the reads.";
  const request = {
    account: text("account"),
    edit: edit as (typeof USAGE_EDITS)[number],
    daysAgo: whole("daysAgo"),
    ...(edit === "missing-reads" ? { hours: whole("hours") } : {}),
    ...(edit === "estimated-period" ? { days: whole("days") } : {}),
  };
  const checked = v.safeParse(UsageEditRequest, request);
  if (!checked.success) return `Not added: ${checked.issues[0]?.message ?? "check the fields"}.`;
  const applied = await control.usageEdit(checked.output);
  const what = USAGE_EDIT_LABELS[applied.edit].replace(/^A/, "a").replace(/^Missing/, "missing");
  return `Added ${what} on ${usDateOf(applied.date)} to account ${applied.account}'s reads. A reset takes it away.`;
}
