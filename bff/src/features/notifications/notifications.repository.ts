/** The only place the notifications' SQL lives. */
import type { Db } from "../../database";
import type { NoticeKind } from "@paygpa/contract";

export function listSettingsOfAccount(db: Db, accountId: string) {
  return db.selectFrom("notification_settings").selectAll().where("account_id", "=", accountId).execute();
}

export async function saveSettings(
  db: Db,
  rows: {
    account_id: string;
    person_id: string;
    notice: NoticeKind;
    by_email: number;
    by_text: number;
    updated_at: string;
  }[],
) {
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto("notification_settings")
        .values(row)
        .onConflict((oc) =>
          oc.columns(["account_id", "notice"]).doUpdateSet({
            person_id: row.person_id,
            by_email: row.by_email,
            by_text: row.by_text,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    }
  });
}

/** Every notice switched on by e-mail, with when it was (the notices it sends start from then). */
export function listEmailNotices(db: Db, notices: readonly NoticeKind[]) {
  return db
    .selectFrom("notification_settings")
    .select(["account_id", "person_id", "notice", "updated_at"])
    .where("by_email", "=", 1)
    .where("notice", "in", [...notices])
    .orderBy("account_id")
    .execute();
}

/** Claims a notice's occasion; false when it was already sent (another run or instance took it). */
export async function claimNotice(
  db: Db,
  row: { account_id: string; notice: NoticeKind; occasion: string; sent_at: string },
) {
  const result = await db
    .insertInto("notices_sent")
    .values(row)
    .onConflict((oc) => oc.columns(["account_id", "notice", "occasion"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every account whose customer chose outage alerts (decision 046), by e-mail and/or by text. */
export function listOutageAlertChoices(db: Db) {
  return db
    .selectFrom("notification_settings")
    .select(["account_id", "person_id", "by_email", "by_text"])
    .where("notice", "=", "outages")
    .where((eb) => eb.or([eb("by_email", "=", 1), eb("by_text", "=", 1)]))
    .orderBy("account_id")
    .execute();
}

/** The outage alerts already sent for an account, oldest first (their occasions name outage and estimate). */
export function outageAlertsSentTo(db: Db, accountId: string) {
  return db
    .selectFrom("notices_sent")
    .select(["occasion", "sent_at"])
    .where("account_id", "=", accountId)
    .where("notice", "=", "outages")
    .orderBy("sent_at")
    .execute();
}
