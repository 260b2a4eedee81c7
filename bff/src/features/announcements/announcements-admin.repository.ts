/** The back office's reads and writes of announcements, the pop-up and stored images (SQL only here). */
import type { AnnouncementKind } from "@paygpa/contract";
import type { Db } from "../../database";

export function listAllAnnouncements(db: Db) {
  return db.selectFrom("announcements").selectAll().orderBy("sort_order").orderBy("id").execute();
}

export function listAllPopups(db: Db) {
  return db.selectFrom("system_popups").selectAll().orderBy("id").execute();
}

export function findAnnouncement(db: Db, id: number) {
  return db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countPopups(db: Db): Promise<number> {
  const row = await db
    .selectFrom("system_popups")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next id and place in the list: ids are numbers the original's calls use (spec 000 §7). */
async function nextAnnouncementSlot(db: Db): Promise<{ id: number; sortOrder: number }> {
  const row = await db
    .selectFrom("announcements")
    .select((eb) => [
      eb.fn.max<number | null>("id").as("maxId"),
      eb.fn.max<number | null>("sort_order").as("maxSort"),
    ])
    .executeTakeFirstOrThrow();
  return { id: Number(row.maxId ?? 0) + 1, sortOrder: Number(row.maxSort ?? 0) + 1 };
}

export interface NewAnnouncement {
  type: "Image" | "Video";
  title: string;
  featuredImage: string | null;
  embed: string | null;
  contentDelta: string;
  at: string;
}

/** Adds a list item, visible at once (the original's flag default), at the end of the list. */
export async function insertAnnouncement(db: Db, item: NewAnnouncement): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const slot = await nextAnnouncementSlot(trx);
    await trx
      .insertInto("announcements")
      .values({
        id: slot.id,
        type: item.type,
        title: item.title,
        featured_image: item.featuredImage,
        embed: item.embed,
        content_delta: item.contentDelta,
        flag: 1,
        sort_order: slot.sortOrder,
        updated_at: item.at,
      })
      .execute();
    return slot.id;
  });
}

/**
 * Adds the system pop-up unless one exists (spec 000 §5: only one may exist); null when one does.
 * Checked and written in one transaction, so two staff adding at once cannot make two.
 */
export async function insertPopupIfNone(
  db: Db,
  popup: { title: string; contentDelta: string; at: string },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("system_popups").select("id").executeTakeFirst();
    if (existing) return null;
    await trx
      .insertInto("system_popups")
      .values({ id: 1, title: popup.title, content_delta: popup.contentDelta, flag: 1, updated_at: popup.at })
      .execute();
    return 1;
  });
}

export async function updateAnnouncement(
  db: Db,
  id: number,
  changes: {
    title: string;
    contentDelta: string;
    type?: "Image" | "Video";
    featuredImage?: string | null;
    embed?: string | null;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("announcements")
    .set({
      title: changes.title,
      content_delta: changes.contentDelta,
      updated_at: changes.at,
      ...(changes.type ? { type: changes.type } : {}),
      ...(changes.featuredImage !== undefined ? { featured_image: changes.featuredImage } : {}),
      ...(changes.embed !== undefined ? { embed: changes.embed } : {}),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updatePopup(
  db: Db,
  id: number,
  changes: { title: string; contentDelta: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("system_popups")
    .set({ title: changes.title, content_delta: changes.contentDelta, updated_at: changes.at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const tableOf = (kind: AnnouncementKind) => (kind === "popup" ? "system_popups" : "announcements");

export async function setAnnouncementFlag(
  db: Db,
  kind: AnnouncementKind,
  id: number,
  flag: 0 | 1,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(kind))
    .set({ flag, updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAnnouncementRow(db: Db, kind: AnnouncementKind, id: number): Promise<boolean> {
  const result = await db.deleteFrom(tableOf(kind)).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function recordStoredImage(
  db: Db,
  image: { name: string; contentType: string; sizeBytes: number; uploadedBy: string; at: string },
) {
  return db
    .insertInto("announcement_images")
    .values({
      name: image.name,
      content_type: image.contentType,
      size_bytes: image.sizeBytes,
      uploaded_by: image.uploadedBy,
      uploaded_at: image.at,
    })
    .execute();
}

export function findStoredImage(db: Db, name: string) {
  return db.selectFrom("announcement_images").selectAll().where("name", "=", name).executeTakeFirst();
}
