import type { Db } from "../../database";

export function findAdminById(db: Db, id: number) {
  return db
    .selectFrom("admins")
    .innerJoin("admin_roles", "admin_roles.id", "admins.role_id")
    .select(["admins.id", "admins.username", "admins.email", "admin_roles.admin_role", "admin_roles.level"])
    .where("admins.id", "=", id)
    .executeTakeFirst();
}

export function findAdminByUsername(db: Db, username: string) {
  return db
    .selectFrom("admins")
    .innerJoin("admin_roles", "admin_roles.id", "admins.role_id")
    .select(["admins.id", "admins.username", "admins.email", "admins.password_hash", "admin_roles.level"])
    .where("admins.username", "=", username)
    .executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function updateAdminPasswordHash(db: Db, id: number, passwordHash: string) {
  return db.updateTable("admins").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** The admin levels (id = level), kept as the product defines them; names are updated in place. */
export async function upsertAdminRoles(
  db: Db,
  roles: readonly { readonly level: number; readonly adminRole: string }[],
): Promise<void> {
  for (const role of roles) {
    await db
      .insertInto("admin_roles")
      .values({ id: role.level, admin_role: role.adminRole, level: role.level })
      .onConflict((oc) => oc.column("id").doUpdateSet({ admin_role: role.adminRole }))
      .execute();
  }
}

export async function insertAdmin(
  db: Db,
  admin: { username: string; email: string; passwordHash: string; level: number; at: string },
): Promise<void> {
  await db
    .insertInto("admins")
    .values({
      username: admin.username,
      email: admin.email,
      password_hash: admin.passwordHash,
      role_id: admin.level,
      created_at: admin.at,
    })
    .execute();
}

/** The stored password hash of one admin (to check the current password before a change). */
export function findAdminPasswordHash(db: Db, id: number) {
  return db.selectFrom("admins").select(["id", "password_hash"]).where("id", "=", id).executeTakeFirst();
}

export function listAdminRoles(db: Db) {
  return db.selectFrom("admin_roles").select(["id", "admin_role"]).orderBy("id").execute();
}

export function findAdminRole(db: Db, id: number) {
  return db
    .selectFrom("admin_roles")
    .select(["id", "admin_role", "level"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Every admin with its role, by username. */
export function listAdmins(db: Db) {
  return db
    .selectFrom("admins")
    .innerJoin("admin_roles", "admin_roles.id", "admins.role_id")
    .select(["admins.id", "admins.username", "admins.email", "admin_roles.admin_role", "admins.role_id"])
    .orderBy("admins.username")
    .execute();
}

/** How many admins hold a role of the given level (the last Super Admin stays: spec 000 §2 Admin users). */
export async function countAdminsOfLevel(db: Db, level: number): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .innerJoin("admin_roles", "admin_roles.id", "admins.role_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("admin_roles.level", "=", level)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
  return row !== undefined;
}

export function insertAdminWithRole(
  db: Db,
  admin: { username: string; email: string; passwordHash: string; roleId: number; at: string },
) {
  return db
    .insertInto("admins")
    .values({
      username: admin.username,
      email: admin.email,
      password_hash: admin.passwordHash,
      role_id: admin.roleId,
      created_at: admin.at,
    })
    .execute();
}

export function deleteAdminById(db: Db, id: number) {
  return db.deleteFrom("admins").where("id", "=", id).execute();
}

export function updateAdminRoleId(db: Db, id: number, roleId: number) {
  return db.updateTable("admins").set({ role_id: roleId }).where("id", "=", id).execute();
}
