import { MAINTENANCE_PAY_NOW_ID, messages } from "@paygpa/contract";
import type { Db } from "../../database";
import { AppError } from "../../platform/http/errors";
import { listMaintenanceFlags } from "./maintenance.repository";

/**
 * The Pay Now maintenance switch (spec 000 §2 'System Maintenance'): while it is on, quick pay
 * refuses with the maintenance text. Customers signed in and staff still pay.
 */
export async function assertPayNowOpen(db: Db): Promise<void> {
  const flags = await listMaintenanceFlags(db);
  if (flags.find((flag) => flag.id === MAINTENANCE_PAY_NOW_ID)?.flag === 1) {
    throw new AppError(503, "PAY_NOW_MAINTENANCE", messages.maintenance);
  }
}
