import type { Db } from "../database";

export interface TraineeRows {
  accountIds: string[];
  personIds: string[];
  emails: string[];
}

/** Rows keyed by person: sessions, sign-ups in progress, forgot flows, reset links, survey, help. */
const BY_PERSON = [
  "sessions",
  "sign_up_tickets",
  "forgot_flows",
  "password_resets",
  "pending_sign_ups",
  "survey_responses",
  "help_requests",
] as const;
/** Rows keyed by account: the wrong-answer and wrong-zip counts. */
const BY_ACCOUNT = ["security_answer_failures", "zip_failures"] as const;

/**
 * Classroom mode: forgets one trainee's sessions, flows in progress, counters and mail. Payment
 * records stay, as they do on the BFF's whole reset (an approved card payment is never erased).
 */
export async function deleteTraineeRows(db: Db, rows: TraineeRows): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    const count = (result: { numDeletedRows: bigint }) => {
      deleted += Number(result.numDeletedRows);
    };
    for (const table of BY_PERSON)
      count(await trx.deleteFrom(table).where("person_id", "in", rows.personIds).executeTakeFirst());
    for (const table of BY_ACCOUNT)
      count(await trx.deleteFrom(table).where("account_id", "in", rows.accountIds).executeTakeFirst());
    if (rows.emails.length > 0)
      count(await trx.deleteFrom("mail_outbox").where("to_address", "in", rows.emails).executeTakeFirst());
    return deleted;
  });
}
