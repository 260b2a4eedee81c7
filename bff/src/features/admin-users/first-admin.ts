/**
 * The first level-1 admin of a production database, made once from the command line
 * (`npm run create-admin`): production seeds no admin, and this is the only way in until that admin
 * adds the others from the back office. Refused as soon as any admin exists.
 */
import { passwordPolicyProblem } from "../auth";
import { hashPassword } from "./password";
import type { Db } from "../../database";
import { ADMIN_LEVELS, SUPER_ADMIN_LEVEL } from "./admin-levels";
import { countAdmins, insertAdmin, upsertAdminRoles } from "./admin-users.repository";

export class FirstAdminRefused extends Error {}

const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the first admin's details, or null. */
export function firstAdminProblem(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  if (!USERNAME.test(input.username)) {
    return "The username must be 3 to 50 letters, digits, dots, dashes or underscores.";
  }
  if (!EMAIL.test(input.email)) return "The e-mail address is not valid.";
  return passwordPolicyProblem(input.password);
}

export async function createFirstAdmin(
  db: Db,
  input: { username: string; email: string; password: string },
  at: string,
): Promise<void> {
  const problem = firstAdminProblem(input);
  if (problem) throw new FirstAdminRefused(problem);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if ((await countAdmins(trx)) > 0) {
      throw new FirstAdminRefused("An admin already exists: add admins from the back office (Users tab).");
    }
    await upsertAdminRoles(trx, ADMIN_LEVELS);
    await insertAdmin(trx, { ...input, passwordHash, level: SUPER_ADMIN_LEVEL, at });
  });
}
