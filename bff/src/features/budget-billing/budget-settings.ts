/**
 * Budget billing's review threshold: how far (in percent) a quarter's actual charges may drift from
 * the budget before billing's quarterly review changes the amount. Set by staff in System
 * Maintenance (levels 1 and 2, audited, through the maintenance feature's one writer); 10 % until set.
 */
import {
  BUDGET_DEFAULTS,
  BUDGET_THRESHOLD_RANGE,
  type BudgetSettings,
  budgetMessages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { saveBackOfficeSetting } from "../maintenance";
import { isReviewThreshold } from "./budget-billing-rules";

export const BUDGET_SETTINGS_KEY = "budget-billing";

/** The threshold in force: staff's, or the default when none (or an unreadable value) is saved. */
export async function budgetSettings(db: Db): Promise<BudgetSettings> {
  const row = await db
    .selectFrom("back_office_settings")
    .select("value")
    .where("key", "=", BUDGET_SETTINGS_KEY)
    .executeTakeFirst();
  try {
    const saved = row ? (JSON.parse(row.value) as { reviewThresholdPercent: number }) : null;
    if (saved && isReviewThreshold(saved.reviewThresholdPercent, BUDGET_THRESHOLD_RANGE)) {
      return { reviewThresholdPercent: saved.reviewThresholdPercent, setByStaff: true };
    }
  } catch {
    // An unreadable value counts as none saved.
  }
  return { ...BUDGET_DEFAULTS, setByStaff: false };
}

/** Saves staff's threshold and audits the change with the value before; bad input saves nothing. */
export async function setBudgetSettings(
  services: Pick<Services, "db" | "clock">,
  settings: { reviewThresholdPercent: number },
  by: string,
): Promise<BudgetSettings> {
  if (!isReviewThreshold(settings.reviewThresholdPercent, BUDGET_THRESHOLD_RANGE)) {
    throw fail.invalidInput("INVALID_BUDGET_SETTINGS", budgetMessages.settingsInvalid);
  }
  const before = await budgetSettings(services.db);
  await saveBackOfficeSetting(services.db, {
    key: BUDGET_SETTINGS_KEY,
    value: JSON.stringify({ reviewThresholdPercent: settings.reviewThresholdPercent }),
    at: services.clock.now().toISOString(),
    by,
    details: {
      reviewThresholdPercent: settings.reviewThresholdPercent,
      before: { reviewThresholdPercent: before.reviewThresholdPercent },
    },
  });
  return budgetSettings(services.db);
}
