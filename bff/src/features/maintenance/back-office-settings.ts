/**
 * A staff-set value of the back office's settings, kept by key: written with who set it and when,
 * and audited as a maintenance setting with what it was before, in one transaction.
 */
import type { Db } from "../../database";
import { recordAudit } from "../../platform/audit";

export async function saveBackOfficeSetting(
  db: Db,
  setting: { key: string; value: string; at: string; by: string; details: Record<string, unknown> },
): Promise<void> {
  const { key, value, at, by } = setting;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("back_office_settings")
      .values({ key, value, updated_at: at, updated_by: by })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at, updated_by: by }))
      .execute();
    await recordAudit(trx, {
      at,
      actor: by,
      action: "maintenance-setting",
      subject: key,
      details: setting.details,
    });
  });
}
