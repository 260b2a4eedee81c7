import { type Kysely, sql } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("person_id", "text")
    .addColumn("admin_id", "integer")
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("account_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("login_snapshot", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_activity_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_last_activity").on("sessions").column("last_activity_at").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("details", "text")
    .execute();

  await db.schema
    .createTable("admin_roles")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("admin_role", "text", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("admins")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role_id", "integer", (c) => c.notNull().references("admin_roles.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("maintenance_flags")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("flag", "integer", (c) => c.notNull().defaultTo(0).check(sql`flag in (0, 1)`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["maintenance_flags", "admins", "admin_roles", "audit_log", "sessions"]) {
    await db.schema.dropTable(table).execute();
  }
}
