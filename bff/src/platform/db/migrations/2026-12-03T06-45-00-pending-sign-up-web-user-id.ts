import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// A held sign-up keeps Oracle's web user id CM-WebUserAdd answered, so that its confirmation and
// its replacement call Update / Delete Web User by it (decision 036). Sign-ups held before have
// none (null): they keep going through CM-WebUserAllow / CM-WebUserRemove by their login name, as
// no published service finds a web user id by its name; they expire within the link's hours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pending_sign_ups").addColumn("web_user_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pending_sign_ups").dropColumn("web_user_id").execute();
}
