import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The images staff upload for announcements (spec 000 §2 Announcements): the original sent them to a
// third-party host; the BFF keeps the bytes on disk under a random name and their metadata here,
// and serves only names found here, with the content type their bytes showed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("announcement_images")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("announcement_images").execute();
}
