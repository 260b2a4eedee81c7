import type { Insertable } from "kysely";
import type { Db } from "../../database";
import type { HelpRequestsTable } from "./help.table";

export function insertHelpRequest(db: Db, row: Insertable<HelpRequestsTable>) {
  return db.insertInto("help_requests").values(row).execute();
}
