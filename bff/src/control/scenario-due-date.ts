/**
 * A scenario's change of due day (decision 047): made on the account as a clerk would
 * ("qa-scenario" in the audit log), through the same rules and billing calls as the screens.
 */
import { changeDueDate } from "../features/due-date";
import type { Services } from "../services";

export async function dueDateOfScenario(
  services: Pick<Services, "db" | "clock" | "billing">,
  step: { account: string; dueDay: number },
): Promise<void> {
  await changeDueDate(services, { accountId: step.account, dueDay: step.dueDay, by: "qa-scenario" });
}
