/**
 * The console's usage edits for trainers (decision 042): `POST /__control/usage-edits` adds a
 * spike day, missing reads, an estimated period or a meter exchange to one account's 15-minute reads,
 * as billing's world change `usage` (ccb-simulator src/usage/usage-edits.ts), undone by a reset.
 * Billing's refusal (an edit its reads cannot hold) comes back in its own words.
 */
import type { Router } from "@koa/router";
import { UsageEditRequest } from "@paygpa/contract";
import { fail } from "../platform/failures";
import { parseInput } from "../platform/http/validate";
import type { Services } from "../services";
import type { SimulatorControl } from "./simulator-control";

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function usageEditRoutes(router: Router, services: Services, simulators: SimulatorControl): void {
  router.post("/usage-edits", async (ctx) => {
    const edit = parseInput(UsageEditRequest, ctx.request.body);
    const answer = await simulators.call("ccb-simulator", "POST", "/world", { change: "usage", ...edit });
    if (answer.status === 404) {
      throw fail.notFound("ACCOUNT_NOT_FOUND", `Billing has no account ${edit.account}`);
    }
    if (answer.status === 400) {
      throw fail.invalidInput(
        "INVALID_REQUEST",
        String(answer.body?.error?.message ?? "Billing refused the edit"),
      );
    }
    if (!answer.ok)
      throw fail.billingUnavailable("BILLING_UNAVAILABLE", "Billing did not take the usage edit");
    ctx.body = {
      account: edit.account,
      edit: edit.edit,
      date: daysBefore(services.clock.today(), edit.daysAgo),
      seq: answer.body.applied.seq,
    };
  });
}
