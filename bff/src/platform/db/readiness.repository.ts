import { sql } from "kysely";
import type { Db } from "./database";

/** Whether the database answers a query (the BFF's `/ready`). Throws when it does not. */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
