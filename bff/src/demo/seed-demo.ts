/**
 * The demo's own data: the README's four admins (one per level, published passwords, their hashes pre-computed: see fixture-admin-hashes.ts), the home
 * page's announcements and pop-ups. Loaded by demo and test starts only: `createApp` imports this
 * module dynamically outside production, so a production start never loads a fixture.
 */
import { type AdminFixture, adminRoles, admins, announcements, systemPopups } from "@paygpa/fixtures";
import { countAdmins, insertAdmin, upsertAdminRoles } from "../features/admin-users";
import { seedAnnouncements } from "../features/announcements";
import { hashPassword } from "../features/admin-users";
import type { Db } from "../database";
import { FIXTURE_ADMIN_HASHES } from "./fixture-admin-hashes";

/** Hashes of fixture admins without a pre-computed one, made once per process. */
const hashedOnce = new Map<string, Promise<string>>();

function fixtureAdminHash(admin: AdminFixture): Promise<string> {
  const known = FIXTURE_ADMIN_HASHES[admin.username];
  if (known) return Promise.resolve(known);
  const key = `${admin.username}\u0000${admin.password}`;
  let hash = hashedOnce.get(key);
  if (!hash) {
    hash = hashPassword(admin.password);
    hashedOnce.set(key, hash);
  }
  return hash;
}

/** Fills an empty database; a database that already has admins or announcements keeps them. */
export async function seedDemoData(db: Db, at: string): Promise<void> {
  if ((await countAdmins(db)) === 0) {
    // The fixtures' roles beyond the product's four levels (a fifth, unknown level for QA).
    const extraRoles = adminRoles.filter((role) => role.id > 4);
    await upsertAdminRoles(
      db,
      extraRoles.map((role) => ({ level: role.id, adminRole: role.admin_role })),
    );
    for (const admin of admins) {
      const passwordHash = await fixtureAdminHash(admin);
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
