/**
 * Survey (spec 001 §2, §3, §5): ten questions from get-list-survey; a choice question also offers
 * 'Others' with free text (numbered after the list length plus one); questions after the fourth
 * are required. Submit, or Cancel back to /dashboard.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { accessMessages, SURVEY_OPTIONAL_UP_TO, SubmitSurveyRequest } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as v from "valibot";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { SurveyQuestion } from "./survey/survey-question";
import { parseSurvey } from "./survey/survey-form";
import { BffError } from "../../lib/bff.server";
import { issuesByField } from "../../lib/issues";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    return { questions: (await context.bff.call("surveyList", undefined, { token })).result.surveyList };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

/** What the survey action answers. */
type SurveyAnswer = { ok: boolean; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  const bff = context.bff;
  const questions = await bff
    .call("surveyList", undefined, { token })
    .then((answer) => answer.result.surveyList)
    .catch(() => []);
  const submission = parseSurvey(await request.formData(), questions);
  if (submission.status !== "success") {
    return data<SurveyAnswer>({ ok: false, result: submission.reply() }, 400);
  }
  const fullName = await bff
    .call("userDetails", { personId: session.personId }, { token })
    .then((details) => details.result.fullName)
    .catch(() => session.username);
  const parsed = v.safeParse(SubmitSurveyRequest, {
    personId: session.personId,
    username: session.username,
    fullName,
    ...submission.value,
  });
  if (!parsed.success) {
    const result = submission.reply({ fieldErrors: issuesByField(parsed.issues) });
    return data<SurveyAnswer>({ ok: false, result }, 400);
  }
  try {
    await bff.call("submitSurvey", parsed.output, { token });
    return data<SurveyAnswer>({ ok: true, result: submission.reply({ resetForm: true }) });
  } catch (error) {
    if (error instanceof BffError && error.status === 401) throw await toGuardFailure(request, error);
    const result = submission.reply({ formErrors: [accessMessages.surveyFailed] });
    return data<SurveyAnswer>({ ok: false, result });
  }
}

export default function SurveyPage() {
  const { questions } = useLoaderData<typeof loader>();
  const answer = useActionData<SurveyAnswer>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "survey",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseSurvey(formData, questions),
  });

  if (answer?.ok) {
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
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        {questions.map((question, index) => (
          <SurveyQuestion
            key={question.sequence}
            n={index + 1}
            question={question}
            errors={fields[`surveyAns${index + 1}` as keyof typeof fields]?.errors}
          />
        ))}
        <p className="text-slate-700">Thank you for taking the time to answer our survey.</p>
        {form.errors?.length ? (
          <StatusMessage tone="error" id={form.errorId}>
            {form.errors.join(" ")}
          </StatusMessage>
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
