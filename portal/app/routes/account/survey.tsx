/**
 * Survey (spec 001 §2, §3, §5): ten questions from get-list-survey; a choice question also offers
 * 'Others' with free text (numbered after the list length plus one); questions after the fourth
 * are required. Submit, or Cancel back to /dashboard.
 */
import {
  accessMessages,
  SURVEY_OPTIONAL_UP_TO,
  type SubmitSurveyRequest,
  SubmitSurveyRequest as SubmitSurveySchema,
} from "@paygpa/bff/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { SurveyQuestion } from "../../features/survey/survey-question";
import { BffError, bffFor } from "../../lib/bff.server";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request);
  try {
    return { questions: await bffFor(context).surveyList(token) };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

/** The answer of question n: a choice, or the 'Others' free text. */
function answerOf(formData: FormData, n: number, choices: number): string {
  const choice = String(formData.get(`answer${n}`) ?? "");
  if (choices > 0 && choice === String(choices + 1)) return String(formData.get(`other${n}`) ?? "").trim();
  if (choices === 0) return String(formData.get(`other${n}`) ?? "").trim();
  return choice;
}

type SurveyActionData =
  | { ok: true }
  | { ok: false; fields: Record<string, string[]>; formError: string | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireCustomer(request);
  const bff = bffFor(context);
  const questions = await bff.surveyList(token).catch(() => []);
  const formData = await request.formData();
  const answers: Record<string, string> = {};
  for (let n = 1; n <= 10; n++) {
    answers[`surveyAns${n}`] = answerOf(formData, n, questions[n - 1]?.possibleAnswers.length ?? 0);
  }
  const fullName = await bff
    .userDetails(token, session.personId)
    .then((details) => details.fullName)
    .catch(() => session.username);
  const parsed = v.safeParse(SubmitSurveySchema, {
    personId: session.personId,
    username: session.username,
    fullName,
    ...answers,
  });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? ""] = [issue.message];
    return data<SurveyActionData>({ ok: false, fields, formError: null }, 400);
  }
  try {
    await bff.submitSurvey(token, parsed.output as SubmitSurveyRequest);
    return data<SurveyActionData>({ ok: true });
  } catch (error) {
    if (error instanceof BffError && error.status === 401) throw await toGuardFailure(request, error);
    return data<SurveyActionData>({ ok: false, fields: {}, formError: accessMessages.surveyFailed });
  }
}

export default function SurveyPage() {
  const { questions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [choices, setChoices] = useState<Record<number, string>>({});
  const fields = result && !result.ok ? result.fields : {};

  if (result?.ok) {
    return (
      <section aria-labelledby="survey-heading" className="card space-y-4 p-6">
        <h1 id="survey-heading" className="text-2xl font-bold text-brand-900">
          Survey
        </h1>
        <StatusMessage tone="success">{accessMessages.surveyThanks}</StatusMessage>
        <Link to="/dashboard" className="button-primary">
          Back to Account Overview
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="survey-heading" className="card p-6">
      <h1 id="survey-heading" className="text-2xl font-bold text-brand-900">
        Survey
      </h1>
      <p className="mt-2 text-slate-700">
        Help us improve PayGPA. The survey has ten questions and takes about 3 minutes. Questions{" "}
        {SURVEY_OPTIONAL_UP_TO + 1} to {questions.length} are required.
      </p>
      <Form method="post" className="mt-6 space-y-6" noValidate>
        {questions.map((question, index) => (
          <SurveyQuestion
            key={question.sequence}
            n={index + 1}
            question={question}
            errors={fields[`surveyAns${index + 1}`]}
            choice={choices[index + 1]}
            onChoose={(value) => setChoices((all) => ({ ...all, [index + 1]: value }))}
          />
        ))}
        <p className="text-slate-700">Thank you for taking the time to answer our survey.</p>
        {result && !result.ok && result.formError ? (
          <StatusMessage tone="error">{result.formError}</StatusMessage>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link to="/dashboard" className="button-secondary">
            Cancel
          </Link>
          <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
            Submit
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Survey | PayGPA | Guam Power Authority" }];
