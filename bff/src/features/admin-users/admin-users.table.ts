import type { Generated } from "kysely";

export interface AdminRolesTable {
  id: number;
  admin_role: string;
  /** Admin level 1 (super admin) to 4 (phoned-in staff): decides the tabs and calls allowed. */
  level: number;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role_id: number;
  created_at: string;
}
