import type { Insertable } from "kysely";
import type { Db } from "../../database";
import type { SurveyQuestion } from "./survey-questions";
import type { SurveyResponsesTable } from "./survey.table";

export async function listSurveyQuestions(db: Db) {
  const rows = await db.selectFrom("survey_questions").selectAll().orderBy("sequence").execute();
  return rows.map((row) => ({
    prompt: row.prompt,
    sequence: row.sequence,
    possibleAnswers: JSON.parse(row.possible_answers) as { value: string; description: string }[],
  }));
}

export async function seedSurveyQuestions(db: Db, questions: readonly SurveyQuestion[]) {
  const existing = await db
    .selectFrom("survey_questions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0 || questions.length === 0) return;
  await db
    .insertInto("survey_questions")
    .values(
      questions.map((question) => ({
        sequence: question.sequence,
        prompt: question.prompt,
        possible_answers: JSON.stringify(question.possibleAnswers),
      })),
    )
    .execute();
}

export function insertSurveyResponse(db: Db, row: Insertable<SurveyResponsesTable>) {
  return db.insertInto("survey_responses").values(row).execute();
}

export function listSurveyResponses(db: Db, personId: string) {
  return db
    .selectFrom("survey_responses")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("id")
    .execute();
}
