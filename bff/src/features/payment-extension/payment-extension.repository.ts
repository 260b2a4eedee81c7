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

/**
 * What the day job reads: the active extensions, and the broken ones whose customer is not yet told
 * (a promise may be found broken first by the dashboard's read-back, which does not tell).
 */
export function extensionsToFollow(db: Db) {
  return db
    .selectFrom("payment_extensions")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("status", "=", "active"),
        eb.and([eb("status", "=", "broken"), eb("broken_notice_sent_at", "is", null)]),
      ]),
    )
    .execute();
}

/** Ends an active extension; false when it had already ended (another caller was first). */
export async function endExtension(
  db: Db,
  extensionId: string,
  end: {
    status: PaymentExtensionsTable["status"];
    endedOn: string;
    endedBy: string;
  },
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

/** Claims the broken promise's one notice; false when it was already told (another caller was first). */
export async function claimBrokenNotice(db: Db, extensionId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("payment_extensions")
    .set({ broken_notice_sent_at: at })
    .where("extension_id", "=", extensionId)
    .where("status", "=", "broken")
    .where("broken_notice_sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The back office report's filters as the database reads them (days granted, inclusive). */
export interface ExtensionReportCriteria {
  from: string | null;
  to: string | null;
  state: PaymentExtensionsTable["status"] | null;
}

function reportMatching(db: Db, criteria: ExtensionReportCriteria) {
  let query = db.selectFrom("payment_extensions");
  if (criteria.from) query = query.where("requested_on", ">=", criteria.from);
  if (criteria.to) query = query.where("requested_on", "<=", criteria.to);
  if (criteria.state) query = query.where("status", "=", criteria.state);
  return query;
}

export async function extensionReportCount(db: Db, criteria: ExtensionReportCriteria): Promise<number> {
  const row = await reportMatching(db, criteria)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page (or an export's chunk) of the report, newest first; ties by id so pages never overlap. */
export function extensionReportRows(
  db: Db,
  criteria: ExtensionReportCriteria,
  limit: number,
  offset: number,
) {
  return reportMatching(db, criteria)
    .selectAll()
    .orderBy("requested_at", "desc")
    .orderBy("extension_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * The export's next chunk after the last row sent (keyset on the same order), so an extension
 * granted while the file streams neither repeats a row nor drops one.
 */
export function extensionReportChunk(
  db: Db,
  criteria: ExtensionReportCriteria,
  after: { requestedAt: string; extensionId: string } | null,
  limit: number,
) {
  let query = reportMatching(db, criteria).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("requested_at", "extension_id"), "<", eb.tuple(after.requestedAt, after.extensionId)),
    );
  }
  return query.orderBy("requested_at", "desc").orderBy("extension_id", "desc").limit(limit).execute();
}
