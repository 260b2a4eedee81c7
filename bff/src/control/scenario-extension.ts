/**
 * A scenario's payment extension (decision 045): granted on the account as a clerk would
 * ("qa-scenario" in the audit log), for a date `promiseInDays` from today; with `passDays`, the
 * system clock is then advanced day by day (billing's cycle breaks the promise, the day jobs see it).
 */
import { addDays, requestExtension, runExtensionDay } from "../features/payment-extension";
import type { Services } from "../services";
import { moveSystemClockTo } from "./system-clock";
import type { SystemDeps } from "./system.routes";

export async function extensionOfScenario(
  services: Pick<Services, "db" | "clock" | "billing">,
  system: SystemDeps,
  step: { account: string; promiseInDays: number; passDays?: number },
): Promise<void> {
  const promiseDate = addDays(services.clock.today(), step.promiseInDays);
  await requestExtension(services, { accountId: step.account, promiseDate, by: "qa-scenario" });
  // Its reminder now, when the date is 2 days away or less, as the day job would send it.
  await runExtensionDay(
    { ...services, mailer: system.services.mailer, logger: system.services.logger },
    services.clock.now(),
  );
  if (step.passDays && step.passDays > 0) {
    await moveSystemClockTo(system, new Date(services.clock.now().getTime() + step.passDays * 86_400_000));
  }
}
