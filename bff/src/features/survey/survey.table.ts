import type { Generated } from "kysely";

export interface SurveyQuestionsTable {
  sequence: number;
  prompt: string;
  /** JSON: [{ value, description }]. */
  possible_answers: string;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  person_id: string;
  username: string;
  full_name: string;
  /** JSON: { surveyAns1 … surveyAns10 }. */
  answers: string;
  created_at: string;
}
