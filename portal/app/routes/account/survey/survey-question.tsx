/** One survey question (spec 001 §3): its choices and 'Others' with free text, or free text alone. */
import { SURVEY_OPTIONAL_UP_TO, type SurveyQuestion as Question } from "@paygpa/contract";
import { FreeTextGroup, RadioGroup } from "../../../ui/choices";

export function SurveyQuestion({
  n,
  question,
  errors,
}: {
  n: number;
  question: Question;
  errors: string[] | undefined;
}) {
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
    <FreeTextGroup
      id={`survey-${n}`}
      legend={legend}
      label={question.prompt}
      name={`other${n}`}
      maxLength={500}
      errors={errors}
    />
  );
}
