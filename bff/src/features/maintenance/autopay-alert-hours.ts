/**
 * The hours AutoPay drafts the card gateway refused to attempt wait before operations are told
 * (decision 031). Staff set them on the System Maintenance tab; until they do, the
 * environment's `PAYGPA_AUTOPAY_ALERT_HOURS` applies. Kept in the back office's settings by key.
 */
import {
  type AutopayAlertHoursResponse,
  autopayAlertHoursMessages,
  isAutopayAlertHours,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { saveBackOfficeSetting } from "./back-office-settings";

export const AUTOPAY_ALERT_HOURS_KEY = "autopay-alert-hours";

type Readers = Pick<Services, "db" | "config">;

/** The hours in force: staff's, or the environment's when none is saved (or a saved one is unreadable). */
export async function autopayAlertHours(services: Readers): Promise<AutopayAlertHoursResponse> {
  const defaultHours = services.config.payments.autopayAlertHours;
  const saved = await readStaffHours(services.db);
  return saved === null
    ? { hours: defaultHours, setByStaff: false, defaultHours }
    : { hours: saved, setByStaff: true, defaultHours };
}

async function readStaffHours(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("back_office_settings")
    .select("value")
    .where("key", "=", AUTOPAY_ALERT_HOURS_KEY)
    .executeTakeFirst();
  const hours = row ? Number(row.value) : Number.NaN;
  return isAutopayAlertHours(hours) ? hours : null;
}

/** Saves staff's hours and audits the change like the switches; bad input saves nothing. */
export async function setAutopayAlertHours(
  services: Pick<Services, "db" | "config" | "clock">,
  hours: number,
  by: string,
): Promise<AutopayAlertHoursResponse> {
  if (!isAutopayAlertHours(hours))
    throw fail.invalidInput("INVALID_ALERT_HOURS", autopayAlertHoursMessages.invalid);
  const at = services.clock.now().toISOString();
  const value = String(hours);
  const before = await autopayAlertHours(services);
  await saveBackOfficeSetting(services.db, {
    key: AUTOPAY_ALERT_HOURS_KEY,
    value,
    at,
    by,
    details: { hours, before: before.hours },
  });
  return autopayAlertHours(services);
}
