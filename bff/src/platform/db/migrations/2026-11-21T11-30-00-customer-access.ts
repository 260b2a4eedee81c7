import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_up_tickets")
    .addColumn("ticket_hash", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("used_at", "text")
    .addColumn("zip_failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("forgot_flows")
    .addColumn("flow_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();

  await db.schema
    .createTable("security_answer_failures")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("security_answer_failures_account")
    .on("security_answer_failures")
    .columns(["account_id", "at"])
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("announcements")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("featured_image", "text")
    .addColumn("embed", "text")
    .addColumn("content_delta", "text", (c) => c.notNull())
    .addColumn("flag", "integer", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("system_popups")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content_delta", "text", (c) => c.notNull())
    .addColumn("flag", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("survey_questions")
    .addColumn("sequence", "integer", (c) => c.primaryKey())
    .addColumn("prompt", "text", (c) => c.notNull())
    .addColumn("possible_answers", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("survey_responses")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("answers", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("help_requests")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("contact_type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("customer_contact_id", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "help_requests",
    "survey_responses",
    "survey_questions",
    "system_popups",
    "announcements",
    "password_resets",
    "security_answer_failures",
    "forgot_flows",
    "sign_up_tickets",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
