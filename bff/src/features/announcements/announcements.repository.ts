import type { Db } from "../../database";

/** An announcement as a seed gives it (the demo's come from `@paygpa/fixtures`, through `src/demo/`). */
export interface AnnouncementSeed {
  id: number;
  type: "Image" | "Video";
  title: string;
  featured_image: string | null;
  embed: string | null;
  /** Quill Delta, as the back office's editor saves it. */
  content: unknown;
  flag: 0 | 1;
  sort_order: number;
}

export interface SystemPopupSeed {
  id: number;
  title: string;
  content: unknown;
  flag: 0 | 1;
}

export function listVisibleAnnouncements(db: Db) {
  return db
    .selectFrom("announcements")
    .selectAll()
    .where("flag", "=", 1)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

export function findVisiblePopup(db: Db) {
  return db
    .selectFrom("system_popups")
    .selectAll()
    .where("flag", "=", 1)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * Loads the fixture announcements, system pop-up and survey questions into empty tables. Tables that
 * already hold rows are left as they are: what staff changed is never overwritten.
 */
export async function seedAnnouncements(
  db: Db,
  fixtures: { announcements: readonly AnnouncementSeed[]; systemPopups: readonly SystemPopupSeed[] },
  at: string,
): Promise<void> {
  const announcementCount = await db
    .selectFrom("announcements")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(announcementCount.count) === 0 && fixtures.announcements.length > 0) {
    await db
      .insertInto("announcements")
      .values(
        fixtures.announcements.map((item) => ({
          id: item.id,
          type: item.type,
          title: item.title,
          featured_image: item.featured_image,
          embed: item.embed,
          content_delta: JSON.stringify(item.content),
          flag: item.flag,
          sort_order: item.sort_order,
          updated_at: at,
        })),
      )
      .execute();
  }
  const popupCount = await db
    .selectFrom("system_popups")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(popupCount.count) === 0 && fixtures.systemPopups.length > 0) {
    await db
      .insertInto("system_popups")
      .values(
        fixtures.systemPopups.map((popup) => ({
          id: popup.id,
          title: popup.title,
          content_delta: JSON.stringify(popup.content),
          flag: popup.flag,
          updated_at: at,
        })),
      )
      .execute();
  }
}
