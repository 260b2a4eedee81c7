import { type Kysely, sql } from "kysely";

/** Whether the database answers a query (the BFF's `/ready`). Throws when it does not. */
export async function databaseAnswers<DB>(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
