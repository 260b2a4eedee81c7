/**
 * The demo's payment history (demo data for the reports): a few hundred attempts of every kind (approved,
 * declined, gateway errors, postings to billing that failed, phoned-in) on the personas' accounts,
 * over the last four months, so that the back office's reports look real in a demo. Demo starts only
 * (tests start from an empty history); written once, kept across resets like every payment record.
 */
import { personas } from "@paygpa/fixtures";
import { addDays, utilityDate } from "@paygpa/simulator-kit";
import { historicalPayments } from "./historical-payments";
import {
  findAdminByUsername,
  historicalPaymentsPresent,
  insertHistoricalPayments,
} from "./historical-payments.repository";
import type { Db } from "../database";

export const DEMO_HISTORICAL_PAYMENTS = 400;

export async function seedHistoricalPayments(db: Db, now: Date): Promise<void> {
  if (await historicalPaymentsPresent(db)) return;
  const accounts = personas.customers.flatMap((customer) => customer.accounts.map((a) => a.accountId));
  const phonedIn = await findAdminByUsername(db, "phonedin");
  // Up to the end of the day before yesterday (the utility's calendar): yesterday's reconciliation
  // compares only what the gateway simulator holds. Anchored to the day, not the instant, so every
  // reset of one day writes the same history at the same times (docs/qa-guide.md, "Repeatable runs").
  const newest = new Date(Date.parse(`${addDays(utilityDate(now), -1)}T00:00:00+10:00`) - 1000);
  const payments = [
    ...historicalPayments({
      count: DEMO_HISTORICAL_PAYMENTS,
      seed: 20261124,
      now: newest,
      days: 120,
      accounts,
      phonedInAdminId: phonedIn?.id ?? null,
    }),
  ];
  for (let start = 0; start < payments.length; start += 200) {
    await insertHistoricalPayments(db, payments.slice(start, start + 200));
  }
}
