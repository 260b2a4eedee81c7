import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Several BFF instances on one database (decision 020): the outboxes' rows are
// claimed by one instance until a moment (a crashed instance's claim runs out and another takes the
// row), whole-run jobs hold a lease row, and the rate limits count in a table every instance shares.
// Portable: text keys, ISO-8601 UTC text times, no autoIncrement.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["posting_outbox", "mail_outbox"]) {
    await db.schema.alterTable(table).addColumn("claimed_by", "text").execute();
    await db.schema.alterTable(table).addColumn("claimed_until", "text").execute();
  }
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("holder", "text", (column) => column.notNull())
    .addColumn("until", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("started_at", "text", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
  await db.schema.dropTable("job_leases").execute();
  for (const table of ["posting_outbox", "mail_outbox"]) {
    await db.schema.alterTable(table).dropColumn("claimed_until").execute();
    await db.schema.alterTable(table).dropColumn("claimed_by").execute();
  }
}
