import type { Insertable, Kysely } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import type { ForgotFlowsTable, PasswordResetsTable } from "./forgot.table";

type Executor = Db | Kysely<Database>;

export function insertFlow(db: Db, row: Insertable<ForgotFlowsTable>) {
  return db.insertInto("forgot_flows").values(row).execute();
}

export function findOpenFlow(db: Db, flowHash: string, kind: ForgotFlowsTable["kind"], now: string) {
  return db
    .selectFrom("forgot_flows")
    .selectAll()
    .where("flow_hash", "=", flowHash)
    .where("kind", "=", kind)
    .where("completed_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export function completeFlow(db: Executor, flowHash: string, at: string) {
  return db.updateTable("forgot_flows").set({ completed_at: at }).where("flow_hash", "=", flowHash).execute();
}

export function deleteExpiredFlows(db: Db, now: string) {
  return db.deleteFrom("forgot_flows").where("expires_at", "<=", now).execute();
}

export function recordWrongAnswer(db: Db, accountId: string, at: string) {
  return db.insertInto("security_answer_failures").values({ account_id: accountId, at }).execute();
}

export async function countWrongAnswersSince(db: Db, accountId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("security_answer_failures")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("account_id", "=", accountId)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertPasswordReset(db: Executor, row: Insertable<PasswordResetsTable>) {
  return db.insertInto("password_resets").values(row).execute();
}

export function findUsableReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom("password_resets")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Claims a reset link: only one caller can, and only while it is unused and unexpired. */
export async function claimReset(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function releaseReset(db: Db, tokenHash: string) {
  return db
    .updateTable("password_resets")
    .set({ used_at: null })
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** Spends every reset link of a web user still unused: once the password changed, none may change it again. */
export function spendResetsOf(db: Db, username: string, at: string) {
  return db
    .updateTable("password_resets")
    .set({ used_at: at })
    .where("username", "=", username)
    .where("used_at", "is", null)
    .execute();
}
