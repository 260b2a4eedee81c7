/** The customer survey (spec 001 §2 Dashboard sub-pages, §5). */
import * as v from "valibot";
import { notBlank } from "./common";
import { accessMessages as m } from "./messages";
import type { RouteEntry } from "./route-entry";

export const SURVEY_QUESTION_COUNT = 10;
/** Questions after the fourth are required (spec 001 §5). */
export const SURVEY_OPTIONAL_UP_TO = 4;

export const SurveyQuestion = v.object({
  prompt: v.string(),
  sequence: v.number(),
  possibleAnswers: v.array(v.object({ value: v.string(), description: v.string() })),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;
export const SurveyListResponse = v.object({ result: v.object({ surveyList: v.array(SurveyQuestion) }) });

const surveyAnswer = (n: number) =>
  n <= SURVEY_OPTIONAL_UP_TO
    ? v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), "")
    : v.pipe(v.string(m.surveyRequired), v.trim(), v.nonEmpty(m.surveyRequired), v.maxLength(500));

export const SubmitSurveyRequest = v.object({
  personId: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  username: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  fullName: v.pipe(v.string(), v.maxLength(120)),
  surveyAns1: surveyAnswer(1),
  surveyAns2: surveyAnswer(2),
  surveyAns3: surveyAnswer(3),
  surveyAns4: surveyAnswer(4),
  surveyAns5: surveyAnswer(5),
  surveyAns6: surveyAnswer(6),
  surveyAns7: surveyAnswer(7),
  surveyAns8: surveyAnswer(8),
  surveyAns9: surveyAnswer(9),
  surveyAns10: surveyAnswer(10),
});
export type SubmitSurveyRequest = v.InferInput<typeof SubmitSurveyRequest>;
export const SubmitSurveyResponse = v.object({ result: v.object({ status: v.literal("success") }) });

/** The survey feature's routes in the table (decision 017). */
export const surveyRoutes = {
  surveyList: {
    method: "GET",
    path: "/api/v1/get-list-survey",
    access: "customer",
    answer: SurveyListResponse,
    errors: [],
    summary: "get-list-survey (001 §7)",
  },
  submitSurvey: {
    method: "POST",
    path: "/api/v1/submit-survey",
    aliases: ["/api-v1/submit-survey"],
    access: "customer",
    request: SubmitSurveyRequest,
    answer: SubmitSurveyResponse,
    errors: [],
    summary: "submit-survey (001 §7; the spec's /api-v1/ typo is served too)",
  },
} as const satisfies Record<string, RouteEntry>;
