import type { Insertable } from "kysely";
import type { Db } from "../../database";
import type { CustomerLockNoticesTable } from "./lock-notices.table";

export function insertLockNotice(db: Db, row: Insertable<CustomerLockNoticesTable>) {
  return db.insertInto("customer_lock_notices").values(row).execute();
}

/** The oldest notices waiting, at most `limit`. */
export function listLockNotices(db: Db, limit: number) {
  return db
    .selectFrom("customer_lock_notices")
    .selectAll()
    .orderBy("locked_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Takes a notice off the table: true for the one caller that removed it (two runs never send it twice). */
export async function takeLockNotice(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("customer_lock_notices").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
