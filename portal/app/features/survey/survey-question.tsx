/** One survey question (spec 001 §3): its choices and 'Others' with free text, or free text alone. */
import { SURVEY_OPTIONAL_UP_TO, type SurveyQuestion as Question } from "@paygpa/bff/contract";
import { ErrorList } from "../../ui/forms";

export function SurveyQuestion({
  n,
  question,
  errors,
  choice,
  onChoose,
}: {
  n: number;
  question: Question;
  errors: string[] | undefined;
  choice: string | undefined;
  onChoose(value: string): void;
}) {
  const errorId = `survey-${n}-error`;
  const otherValue = String(question.possibleAnswers.length + 1);
  const required = n > SURVEY_OPTIONAL_UP_TO;
  return (
    <fieldset
      key={question.sequence}
      aria-invalid={errors ? true : undefined}
      aria-describedby={errors ? errorId : undefined}
      className="rounded-md border border-slate-200 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">
        {n}. {question.prompt}
        {required ? <span className="text-danger-700"> *</span> : null}
      </legend>
      {question.possibleAnswers.length > 0 ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {question.possibleAnswers.map((possible) => (
            <label key={possible.value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`answer${n}`}
                value={possible.value}
                onChange={() => onChoose(possible.value)}
              />
              {possible.description}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`answer${n}`}
              value={otherValue}
              onChange={() => onChoose(otherValue)}
            />
            Others
          </label>
          {choice === otherValue ? (
            <label className="block sm:col-span-2">
              <span className="text-sm font-semibold">Please specify</span>
              <input
                name={`other${n}`}
                maxLength={500}
                className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
              />
            </label>
          ) : null}
        </div>
      ) : (
        <label className="mt-2 block">
          <span className="sr-only">{question.prompt}</span>
          <textarea
            name={`other${n}`}
            rows={3}
            maxLength={500}
            className="block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </label>
      )}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
