/** One survey question (spec 001 §3): its choices and 'Others' with free text, or free text alone. */
import { SURVEY_OPTIONAL_UP_TO, type SurveyQuestion as Question } from "@paygpa/bff/contract";
import { RadioGroup } from "../../ui/choices";
import { ErrorList } from "../../ui/forms";

export function SurveyQuestion({
  n,
  question,
  errors,
}: {
  n: number;
  question: Question;
  errors: string[] | undefined;
}) {
  const errorId = `survey-${n}-error`;
  const required = n > SURVEY_OPTIONAL_UP_TO;
  const legend = (
    <>
      {n}. {question.prompt}
      {required ? <span className="text-danger-700"> *</span> : null}
    </>
  );
  if (question.possibleAnswers.length > 0) {
    return (
      <RadioGroup
        boxed
        id={`survey-${n}`}
        legend={legend}
        name={`answer${n}`}
        defaultValue={null}
        options={question.possibleAnswers.map((possible) => ({
          value: possible.value,
          label: possible.description,
        }))}
        other={{
          value: String(question.possibleAnswers.length + 1),
          label: "Others",
          inputName: `other${n}`,
          inputLabel: "Please specify",
          maxLength: 500,
        }}
        errors={errors}
      />
    );
  }
  return (
    <fieldset
      aria-invalid={errors ? true : undefined}
      aria-describedby={errors ? errorId : undefined}
      className="rounded-md border border-slate-200 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <label className="mt-2 block">
        <span className="sr-only">{question.prompt}</span>
        <textarea
          name={`other${n}`}
          rows={3}
          maxLength={500}
          className="block w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </label>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
