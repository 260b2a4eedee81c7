import type { Db } from "../../database";

export const MAINTENANCE_FLAG_IDS = [1, 2] as const;

export function listMaintenanceFlags(db: Db) {
  return db.selectFrom("maintenance_flags").select(["id", "flag"]).orderBy("id").execute();
}

/** Makes sure both flags exist (off); never turns an existing flag back off. */
export async function ensureMaintenanceFlags(db: Db, at: string): Promise<void> {
  for (const id of MAINTENANCE_FLAG_IDS) {
    await db
      .insertInto("maintenance_flags")
      .values({ id, flag: 0, updated_at: at, updated_by: null })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
}

export function setMaintenanceFlag(db: Db, id: number, flag: 0 | 1, at: string, by: string | null) {
  return db
    .updateTable("maintenance_flags")
    .set({ flag, updated_at: at, updated_by: by })
    .where("id", "=", id)
    .executeTakeFirst();
}
