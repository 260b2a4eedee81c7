import type { Db } from "../../database";

export const UPLOAD_PATH_KEY = "payment-arrangement-upload-path";

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom("back_office_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export function writeSetting(db: Db, setting: { key: string; value: string; at: string; by: string }) {
  return db
    .insertInto("back_office_settings")
    .values({ key: setting.key, value: setting.value, updated_at: setting.at, updated_by: setting.by })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: setting.value, updated_at: setting.at, updated_by: setting.by }),
    )
    .execute();
}
