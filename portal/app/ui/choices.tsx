/**
 * The kit's choice inputs: a select, a checkbox, a group of radio buttons; each labelled, with its
 * error list linked by id (see `ErrorList`).
 */
import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { ErrorList } from "./forms";

/** A labelled select with its error list; `placeholder`, when given, is the empty first option. */
export function SelectInput({
  label,
  errors,
  placeholder,
  options,
  id: givenId,
  ...props
}: {
  label: ReactNode;
  errors?: string[];
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        defaultValue={props.value === undefined ? "" : undefined}
        {...props}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A checkbox with its label beside it and its error list under it. */
export function CheckboxInput({
  name,
  label,
  errors,
}: {
  name: string;
  label: ReactNode;
  errors?: string[];
}) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-1 h-5 w-5"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** Radio buttons under a legend; the first is chosen unless `defaultValue` says otherwise. */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
}) {
  const chosen = defaultValue ?? options[0]?.value;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-6">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === chosen} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
