/**
 * A scenario step that starts from a point in the billing cycle (decision 029): the system clock
 * advanced, day by day, to N days before the due date of an account's next unpaid bill, as billing's
 * cycle predicts it (`GET /__control/cycle/events`). Nothing moves when that day is not ahead.
 */
import { addDays, daysBetween } from "@paygpa/simulator-kit";
import { fail } from "../platform/failures";
import type { SystemDeps } from "./system-deps";
import { moveSystemClockTo } from "./system-clock";

export interface CycleClockStep {
  account: string;
  daysBeforeDue: number;
}

export async function clockBeforeDueDate(system: SystemDeps, step: CycleClockStep) {
  const answer = await system.simulators.call(
    "ccb-simulator",
    "GET",
    `/cycle/events?account=${encodeURIComponent(step.account)}&limit=50`,
  );
  if (!answer.ok)
    throw fail.billingUnavailable("BILLING_UNAVAILABLE", "Billing did not answer its cycle's events");
  const events = (answer.body?.events ?? []) as { date: string; kind: string; amount?: number }[];
  const due = events.find((event) => event.kind === "due-date" && (event.amount ?? 0) > 0);
  if (!due) {
    throw fail.conflict("BILL_NOT_FOUND", `Account ${step.account} has no unpaid bill with a due date ahead`);
  }
  const { clock } = system.services;
  const target = addDays(due.date, -step.daysBeforeDue);
  const days = daysBetween(clock.today(), target);
  if (days <= 0) return { dueDate: due.date, days: 0 };
  await moveSystemClockTo(system, new Date(clock.now().getTime() + days * 86_400_000));
  return { dueDate: due.date, days };
}
