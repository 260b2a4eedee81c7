/**
 * The survey's form as the contract checks it (spec 001 §3): question n posts `answer{n}` (a choice,
 * or the 'Others' value, numbered after the list) and `other{n}` (the free text); the contract's
 * `SubmitSurveyRequest` rules apply to the resulting `surveyAns{n}`, in the browser and the action.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { SubmitSurveyRequest } from "@paygpa/contract";
import * as v from "valibot";

export const SURVEY_ANSWERS = 10;

type Choices = readonly { possibleAnswers: readonly unknown[] }[];

/** The answer of question n: a choice, or the 'Others' free text. */
export function answerOf(form: Record<string, unknown>, n: number, choices: number): string {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  if (choices === 0 || text(`answer${n}`) === String(choices + 1)) return text(`other${n}`).trim();
  return text(`answer${n}`);
}

/** `surveyAns1` … `surveyAns10`: the contract's request without who is answering. */
const SurveyAnswers = v.omit(SubmitSurveyRequest, ["personId", "username", "fullName"]);
const answerKeys = Array.from({ length: SURVEY_ANSWERS }, (_, index) => `surveyAns${index + 1}`);

/** The posted fields turned into the ten answers, then checked with the contract's rules. */
export function surveyForm(questions: Choices) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((form) =>
      Object.fromEntries(
        answerKeys.map((key, index) => [
          key,
          answerOf(form, index + 1, questions[index]?.possibleAnswers.length ?? 0),
        ]),
      ),
    ),
    SurveyAnswers,
  );
}

export const parseSurvey = (formData: FormData, questions: Choices) =>
  parseWithValibot(formData, { schema: surveyForm(questions), disableAutoCoercion: true });
