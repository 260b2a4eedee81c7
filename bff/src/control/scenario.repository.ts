import { addAttemptsToDayTotals } from "../features/payments";
import type { Db } from "../database";

/** The maintenance switches a scenario turns on: 1 = Login / Sign Up, 2 = Pay Now (maintenance.table.ts). */
export async function switchOnMaintenance(db: Db, which: { login?: boolean; pay?: boolean }, at: string) {
  const ids = [...(which.login ? [1] : []), ...(which.pay ? [2] : [])];
  if (ids.length === 0) return;
  await db
    .updateTable("maintenance_flags")
    .set({ flag: 1, updated_at: at, updated_by: "scenario" })
    .where("id", "in", ids)
    .execute();
}

/** One historical payment's checkout: approved by the gateway, settled by its relay. */
function historicalCheckout(row: { invoice: string; at: string; cents: number }) {
  return {
    invoice_num: row.invoice,
    created_at: row.at,
    created_by: "customer" as const,
    person_id: null,
    admin_id: null,
    quickpay_account_id: null,
    quickpay_token_hash: null,
    mode: "Online" as const,
    channel: "hosted" as const,
    customer_class: "RESID" as const,
    page_login: "WSP-GPA-RES-01",
    amount_cents: row.cents,
    currency: "USD",
    customer_name: "Historical Payment",
    customer_email: null,
    fp_timestamp: null,
    status: "approved" as const,
    settled_at: row.at,
    settled_by: "relay" as const,
    gateway_tag: null,
    gateway_sequence: null,
    authorization_code: null,
    issuer_code: "100",
    issuer_message: "Approved",
    gateway_code: "00",
    gateway_message: "Transaction Normal",
    card_type: "Visa",
    payment_source: "CCV",
    card_number: "############1111",
    card_holder: null,
    receipt_text: null,
    code_response: null,
    final_lookup_at: null,
  };
}

/** Historical invoices start here, far above the live sequence (200000 + id). */
export const HISTORICAL_INVOICE_BASE = 100_000_000;
const BATCH = 400;

/**
 * Approved card payments of the past year, for the reports under a realistic load (docs/qa-guide.md):
 * deterministic amounts ($20.00 to $519.99) on the personas' accounts 1000000001–1000000018, one line each,
 * already in billing. Payments `first` to `first + size - 1` of `count`, in one transaction.
 */
export async function addHistoricalPayments(
  db: Db,
  range: { first: number; size: number; count: number },
  now: Date,
): Promise<void> {
  const yearMs = 365 * 86_400_000;
  const { count } = range;
  const end = Math.min(count, range.first + range.size);
  await db.transaction().execute(async (trx) => {
    for (let start = range.first; start < end; start += BATCH) {
      const size = Math.min(BATCH, end - start);
      const rows = Array.from({ length: size }, (_, offset) => {
        const n = start + offset;
        const at = new Date(
          now.getTime() - Math.floor((((n * 7_919) % count) / count) * yearMs),
        ).toISOString();
        return {
          invoice: String(HISTORICAL_INVOICE_BASE + n),
          at,
          cents: 2_000 + ((n * 104_729) % 50_000),
          account: String(1_000_000_001 + (n % 18)),
        };
      });
      await trx.insertInto("checkouts").values(rows.map(historicalCheckout)).execute();
      await trx
        .insertInto("checkout_lines")
        .values(
          rows.map((row) => ({
            invoice_num: row.invoice,
            account_id: row.account,
            amount_cents: row.cents,
            billing_status: "In CCB" as const,
            payment_id: null,
            posted_at: row.at,
          })),
        )
        .execute();
      const attempts = rows.map((row) => ({ createdAt: row.at, approved: true, lineCents: [row.cents] }));
      await addAttemptsToDayTotals(trx, attempts);
    }
  });
}
