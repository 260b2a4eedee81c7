/**
 * The days a customer may choose as their due day, set by staff in System Maintenance (levels 1
 * and 2, audited, through the maintenance feature's one writer) and kept in the back office's
 * settings by key; until they are set, the 1st to the 28th (decision 047).
 */
import { DUE_DATE_DEFAULTS, DUE_DAY_RANGE, type DueDateSettings, dueDateMessages } from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { saveBackOfficeSetting } from "../maintenance";

export const DUE_DATE_SETTINGS_KEY = "preferred-due-date";

const isDay = (value: number) =>
  Number.isInteger(value) && value >= DUE_DAY_RANGE.min && value <= DUE_DAY_RANGE.max;

/** Whether staff's days can be saved: whole days 1 to 28, the first no later than the last. */
export function areDueDateSettings(settings: { firstDay: number; lastDay: number }): boolean {
  return isDay(settings.firstDay) && isDay(settings.lastDay) && settings.firstDay <= settings.lastDay;
}

/** The days in force: staff's, or the defaults when none (or an unreadable value) is saved. */
export async function dueDateSettings(db: Db): Promise<DueDateSettings> {
  const row = await db
    .selectFrom("back_office_settings")
    .select("value")
    .where("key", "=", DUE_DATE_SETTINGS_KEY)
    .executeTakeFirst();
  try {
    const saved = row ? (JSON.parse(row.value) as { firstDay: number; lastDay: number }) : null;
    if (saved && areDueDateSettings(saved)) {
      return { firstDay: saved.firstDay, lastDay: saved.lastDay, setByStaff: true };
    }
  } catch {
    // An unreadable value counts as none saved.
  }
  return { ...DUE_DATE_DEFAULTS, setByStaff: false };
}

/** Saves staff's days and audits the change with the days before; bad input saves nothing. */
export async function setDueDateSettings(
  services: Pick<Services, "db" | "clock">,
  settings: { firstDay: number; lastDay: number },
  by: string,
): Promise<DueDateSettings> {
  if (!areDueDateSettings(settings)) {
    throw fail.invalidInput("INVALID_DUE_DATE_SETTINGS", dueDateMessages.settingsInvalid);
  }
  const before = await dueDateSettings(services.db);
  const days = { firstDay: settings.firstDay, lastDay: settings.lastDay };
  await saveBackOfficeSetting(services.db, {
    key: DUE_DATE_SETTINGS_KEY,
    value: JSON.stringify(days),
    at: services.clock.now().toISOString(),
    by,
    details: { ...days, before: { firstDay: before.firstDay, lastDay: before.lastDay } },
  });
  return dueDateSettings(services.db);
}
