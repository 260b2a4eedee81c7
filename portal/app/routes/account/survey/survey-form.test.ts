import { accessMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { parseSurvey } from "./survey-form";

const choice = { possibleAnswers: [{ value: "1" }, { value: "2" }] };
const questions = Array.from({ length: 10 }, (_, index) => (index === 9 ? { possibleAnswers: [] } : choice));

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("the survey form", () => {
  it("asks questions 5 to 10 and leaves 1 to 4 optional", () => {
    const submission = parseSurvey(form({}), questions);
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? (submission.error ?? {}) : {};
    expect(Object.keys(errors).sort()).toEqual(
      ["surveyAns10", "surveyAns5", "surveyAns6", "surveyAns7", "surveyAns8", "surveyAns9"].sort(),
    );
    expect(errors.surveyAns5).toEqual([accessMessages.surveyRequired]);
  });

  it("takes a choice, the 'Others' text when Others is chosen, and the text of a question without choices", () => {
    const answers: Record<string, string> = { answer1: "2", answer2: "3", other2: " My own " };
    for (let n = 5; n <= 9; n++) answers[`answer${n}`] = "1";
    answers.other10 = "Nothing, thank you.";
    const submission = parseSurvey(form(answers), questions);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      surveyAns1: "2",
      surveyAns2: "My own",
      surveyAns3: "",
      surveyAns5: "1",
      surveyAns10: "Nothing, thank you.",
    });
  });
});
