import { isPayNowDisabled, messages } from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import { listMaintenanceFlags } from "./maintenance.repository";

/**
 * Whether the Pay Now maintenance switch (spec 000 §2 'System Maintenance', the second flag) is on:
 * card payments are off while the gateway or billing is under maintenance. AutoPay holds its drafts
 * meanwhile (decision 031).
 */
export async function isPayNowSwitchedOff(db: Db): Promise<boolean> {
  return isPayNowDisabled(await listMaintenanceFlags(db));
}

/**
 * While the Pay Now switch is on, quick pay refuses with the maintenance text. Customers signed in
 * and staff still pay.
 */
export async function assertPayNowOpen(db: Db): Promise<void> {
  if (await isPayNowSwitchedOff(db)) {
    throw fail.closed("PAY_NOW_MAINTENANCE", messages.maintenance);
  }
}
