/**
 * The payment extension's N (latest date, in days after the due date) and M (once per M months),
 * set by staff in System Maintenance (levels 1 and 2, audited) and kept in the back office's
 * settings by key; until they are set, 14 and 6 (decision 045).
 */
import {
  EXTENSION_DEFAULTS,
  EXTENSION_EVERY_MONTHS_RANGE,
  EXTENSION_MAX_DAYS_RANGE,
  type ExtensionSettings,
  extensionMessages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import { saveBackOfficeSetting } from "../maintenance";
import type { Services } from "../../services";

export const EXTENSION_SETTINGS_KEY = "payment-extension";

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** Whether staff's numbers can be saved: whole numbers within their ranges. */
export function areExtensionSettings(settings: { maxDaysAfterDue: number; everyMonths: number }): boolean {
  return (
    within(settings.maxDaysAfterDue, EXTENSION_MAX_DAYS_RANGE) &&
    within(settings.everyMonths, EXTENSION_EVERY_MONTHS_RANGE)
  );
}

/** The numbers in force: staff's, or the defaults when none (or an unreadable value) is saved. */
export async function extensionSettings(db: Db): Promise<ExtensionSettings> {
  const row = await db
    .selectFrom("back_office_settings")
    .select("value")
    .where("key", "=", EXTENSION_SETTINGS_KEY)
    .executeTakeFirst();
  try {
    const saved = row ? (JSON.parse(row.value) as { maxDaysAfterDue: number; everyMonths: number }) : null;
    if (saved && areExtensionSettings(saved)) {
      return { maxDaysAfterDue: saved.maxDaysAfterDue, everyMonths: saved.everyMonths, setByStaff: true };
    }
  } catch {
    // An unreadable value counts as none saved.
  }
  return { ...EXTENSION_DEFAULTS, setByStaff: false };
}

/** Saves staff's numbers and audits the change; bad input saves nothing. */
export async function setExtensionSettings(
  services: Pick<Services, "db" | "clock">,
  settings: { maxDaysAfterDue: number; everyMonths: number },
  by: string,
): Promise<ExtensionSettings> {
  if (!areExtensionSettings(settings)) {
    throw fail.invalidInput("INVALID_EXTENSION_SETTINGS", extensionMessages.settingsInvalid);
  }
  const at = services.clock.now().toISOString();
  const value = JSON.stringify({
    maxDaysAfterDue: settings.maxDaysAfterDue,
    everyMonths: settings.everyMonths,
  });
  const before = await extensionSettings(services.db);
  await saveBackOfficeSetting(services.db, {
    key: EXTENSION_SETTINGS_KEY,
    value,
    at,
    by,
    details: {
      maxDaysAfterDue: settings.maxDaysAfterDue,
      everyMonths: settings.everyMonths,
      before: { maxDaysAfterDue: before.maxDaysAfterDue, everyMonths: before.everyMonths },
    },
  });
  return extensionSettings(services.db);
}
