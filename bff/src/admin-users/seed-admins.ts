import type { AdminFixture, AdminRoleFixture } from "@paygpa/fixtures";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/database";
import { countAdmins } from "./admin-users.repository";
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

/**
 * Loads the fixture roles and admins (one per level) into an empty database, passwords hashed
 * (pre-computed: see fixture-admin-hashes.ts).
 * A database that already has admins is left as it is: staff changes are never overwritten.
 */
export async function seedAdmins(
  db: Db,
  fixtures: { roles: readonly AdminRoleFixture[]; admins: readonly AdminFixture[] },
  at: string,
): Promise<void> {
  for (const role of fixtures.roles) {
    await db
      .insertInto("admin_roles")
      .values({ id: role.id, admin_role: role.admin_role, level: role.id })
      .onConflict((oc) => oc.column("id").doUpdateSet({ admin_role: role.admin_role }))
      .execute();
  }
  if ((await countAdmins(db)) > 0) return;
  const rows = await Promise.all(
    fixtures.admins.map(async (admin) => ({
      username: admin.username,
      email: admin.email,
      password_hash: await fixtureAdminHash(admin),
      role_id: admin.level,
      created_at: at,
    })),
  );
  await db.insertInto("admins").values(rows).execute();
}
