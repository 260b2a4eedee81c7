/**
 * The console's "next billing events" (decision 029): billing's cycle predicts, per persona, its next
 * bill days, due dates, late notices and prepaid usage (`GET /__control/cycle/events` on the
 * ccb-simulator); the BFF passes the answer on. Stepping a day is `PUT /system/clock { advance: "1d" }`.
 */
import type { Router } from "@koa/router";
import * as v from "valibot";
import { fail } from "../platform/failures";
import { parseInput } from "../platform/http/validate";
import type { SimulatorControl } from "./simulator-control";

const Count = (max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(max)));
const CycleQuery = v.object({ limit: Count(50), trainee: Count(99) });

export function billingCycleRoutes(router: Router, simulators: SimulatorControl): void {
  router.get("/billing-cycle", async (ctx) => {
    const { limit, trainee } = parseInput(CycleQuery, {
      limit: typeof ctx.query.limit === "string" ? ctx.query.limit : undefined,
      trainee: typeof ctx.query.trainee === "string" ? ctx.query.trainee : undefined,
    });
    const query = new URLSearchParams({
      limit: String(limit ?? 5),
      ...(trainee ? { trainee: String(trainee) } : {}),
    });
    const answer = await simulators.call("ccb-simulator", "GET", `/cycle/events?${query}`);
    if (!answer.ok) {
      if (answer.status === 404) throw fail.notFound("NO_SUCH_TRAINEE", `No trainee ${trainee} in the class`);
      throw fail.billingUnavailable("BILLING_UNAVAILABLE", "Billing did not answer its cycle's events");
    }
    ctx.body = answer.body;
  });
}
