/**
 * A scenario's budget (decision 043): the account enrolled in budget billing as a clerk would
 * ("qa-scenario" in the audit log, the current terms agreed), through the same rules and billing
 * calls as the screens; then the system clock advanced, day by day, to each of its next
 * `budgetBills` bill days as billing's cycle predicts them (`GET /__control/cycle/events`), so every
 * budget bill, review and true-up is billing's own, cut on its cycle.
 */
import { BUDGET_CONSENT } from "@paygpa/contract";
import { daysBetween } from "@paygpa/simulator-kit";
import { enrolInBudget } from "../features/budget-billing";
import { fail } from "../platform/failures";
import type { Services } from "../services";
import { moveSystemClockTo } from "./system-clock";
import type { SystemDeps } from "./system-deps";

const DAY_MS = 86_400_000;

/** The account's next bill day, as billing's cycle predicts it. */
async function nextBillDay(system: SystemDeps, account: string): Promise<string> {
  const answer = await system.simulators.call(
    "ccb-simulator",
    "GET",
    `/cycle/events?account=${encodeURIComponent(account)}&limit=50`,
  );
  if (!answer.ok)
    throw fail.billingUnavailable("BILLING_UNAVAILABLE", "Billing did not answer its cycle's events");
  const events = (answer.body?.events ?? []) as { date: string; kind: string }[];
  const bill = events.find((event) => event.kind === "bill");
  if (!bill) throw fail.conflict("BILL_NOT_FOUND", `Account ${account} has no bill ahead in billing's cycle`);
  return bill.date;
}

export async function budgetOfScenario(
  services: Pick<Services, "db" | "clock" | "billing">,
  system: SystemDeps,
  step: { account: string; budgetBills: number },
): Promise<void> {
  await enrolInBudget(services, {
    accountId: step.account,
    consentVersion: BUDGET_CONSENT.version,
    agreed: true,
    by: "qa-scenario",
  });
  for (let bill = 0; bill < step.budgetBills; bill += 1) {
    const days = daysBetween(services.clock.today(), await nextBillDay(system, step.account));
    await moveSystemClockTo(system, new Date(services.clock.now().getTime() + days * DAY_MS));
  }
}
