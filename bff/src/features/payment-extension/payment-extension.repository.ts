/** The payment extensions' rows (the only place Kysely appears for them). */
import type { Db } from "../../database";
import type { PaymentExtensionsTable } from "./payment-extension.table";

export async function insertExtension(db: Db, row: PaymentExtensionsTable): Promise<void> {
  await db.insertInto("payment_extensions").values(row).execute();
}

/** The account's newest extension, whatever its status. */
export function latestExtensionOf(db: Db, accountId: string) {
  return db
    .selectFrom("payment_extensions")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("requested_at", "desc")
    .orderBy("extension_id", "desc")
    .executeTakeFirst();
}

/** The day the account's newest extension that counts toward "once per M months" was asked for. */
export async function lastCountingRequestOf(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_extensions")
    .select("requested_on")
    .where("account_id", "=", accountId)
    .where("status", "!=", "cancelled")
    .orderBy("requested_on", "desc")
    .executeTakeFirst();
  return row?.requested_on ?? null;
}

export function activeExtensions(db: Db) {
  return db.selectFrom("payment_extensions").selectAll().where("status", "=", "active").execute();
}

/** Ends an active extension; false when it had already ended (another caller was first). */
export async function endExtension(
  db: Db,
  extensionId: string,
  end: { status: PaymentExtensionsTable["status"]; endedOn: string; endedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable("payment_extensions")
    .set({ status: end.status, ended_on: end.endedOn, ended_by: end.endedBy })
    .where("extension_id", "=", extensionId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Claims the extension's one reminder; false when it was already sent. */
export async function claimReminder(db: Db, extensionId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("payment_extensions")
    .set({ reminder_sent_at: at })
    .where("extension_id", "=", extensionId)
    .where("reminder_sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
