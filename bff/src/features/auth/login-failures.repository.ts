import type { Db } from "../../database";

export function findLoginFailures(db: Db, key: string) {
  return db
    .selectFrom("login_failures")
    .select(["failures", "first_failed_at", "locked_until", "expires_at"])
    .where("key", "=", key)
    .executeTakeFirst();
}

export function saveLoginFailures(
  db: Db,
  row: {
    key: string;
    failures: number;
    firstFailedAt: string;
    lockedUntil: string | null;
    expiresAt: string;
  },
) {
  const values = {
    failures: row.failures,
    first_failed_at: row.firstFailedAt,
    locked_until: row.lockedUntil,
    expires_at: row.expiresAt,
  };
  return db
    .insertInto("login_failures")
    .values({ key: row.key, ...values })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
    .execute();
}

export function deleteLoginFailures(db: Db, key: string) {
  return db.deleteFrom("login_failures").where("key", "=", key).execute();
}

/** Forgets the rows that expired before `now`: the table holds only live counts and locks. */
export function deleteExpiredLoginFailures(db: Db, now: string) {
  return db.deleteFrom("login_failures").where("expires_at", "<", now).execute();
}
