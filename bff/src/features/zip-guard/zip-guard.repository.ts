import type { Db } from "../../database";

export function insertZipFailure(db: Db, accountId: string, flow: string, at: string) {
  return db.insertInto("zip_failures").values({ account_id: accountId, flow, at }).execute();
}

/** When each wrong zip for the account since `since` was typed, oldest first. */
export async function zipFailureTimesSince(db: Db, accountId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("zip_failures")
    .select("at")
    .where("account_id", "=", accountId)
    .where("at", ">", since)
    .orderBy("at")
    .execute();
  return rows.map((row) => row.at);
}

/** Old failures no longer count; keep the table small. */
export function deleteZipFailuresBefore(db: Db, before: string) {
  return db.deleteFrom("zip_failures").where("at", "<=", before).execute();
}
