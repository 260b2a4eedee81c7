/**
 * The demo's own data: the README's four admins (one per level, published passwords), the home
 * page's announcements and pop-ups. Loaded by demo and test starts only: `createApp` imports this
 * module dynamically outside production, so a production start never loads a fixture.
 */
import { admins, announcements, systemPopups } from "@paygpa/fixtures";
import { countAdmins, insertAdmin } from "../admin-users/admin-users.repository";
import { seedAnnouncements } from "../announcements/announcements.repository";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/database";

/** Fills an empty database; a database that already has admins or announcements keeps them. */
export async function seedDemoData(db: Db, at: string): Promise<void> {
  if ((await countAdmins(db)) === 0) {
    for (const admin of admins) {
      const passwordHash = await hashPassword(admin.password);
      await insertAdmin(db, {
        username: admin.username,
        email: admin.email,
        passwordHash,
        level: admin.level,
        at,
      });
    }
  }
  await seedAnnouncements(db, { announcements, systemPopups }, at);
}
