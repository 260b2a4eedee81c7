import type { AdminFixture, AdminRoleFixture } from "@paygpa/fixtures";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/database";
import { countAdmins } from "./admin-users.repository";

/**
 * Loads the fixture roles and admins (one per level) into an empty database, passwords hashed.
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
      password_hash: await hashPassword(admin.password),
      role_id: admin.level,
      created_at: at,
    })),
  );
  await db.insertInto("admins").values(rows).execute();
}
