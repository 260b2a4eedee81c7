import type { Db } from "../db/database";

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
    .select(["admins.id", "admins.username", "admins.password_hash", "admin_roles.level"])
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
