/**
 * The kit's choice inputs: a select, a checkbox, a group of radio buttons; each labelled, with its
 * error list linked by id (see `ErrorList`).
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from "react";
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
        className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base"
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

/**
 * A checkbox with its label beside it and its error list under it. `hideLabel` keeps the label for
 * screen readers only and draws a smaller box (a table row's check); other input attributes (e.g.
 * `checked`, `onChange`, `disabled`) pass through.
 */
export function CheckboxInput({
  name,
  label,
  errors,
  hideLabel = false,
  id: givenId,
  ...props
}: {
  name?: string;
  label: ReactNode;
  errors?: string[];
  hideLabel?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "className">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className={hideLabel ? "flex items-center" : "flex items-start gap-2"}>
        <input
          id={id}
          name={name}
          type="checkbox"
          {...props}
          className="size-6 shrink-0"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm text-slate-800"}>
          {label}
        </label>
      </div>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * Radio buttons under a legend; the first is chosen unless `defaultValue` says otherwise (`null`:
 * none). `other` adds a last choice (e.g. 'Others') that, once chosen, shows a text input for its
 * free text. `errors` are linked to the fieldset by `${id}-error`. `boxed` draws the group as a card
 * with its choices in a grid (the survey); otherwise they sit in a row (help).
 */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  onChoose,
  other,
  errors,
  id: givenId,
  boxed = false,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  defaultValue?: string | null;
  onChoose?: (value: string) => void;
  other?: { value: string; label: ReactNode; inputName: string; inputLabel: ReactNode; maxLength?: number };
  errors?: readonly string[];
  id?: string;
  boxed?: boolean;
}) {
  const generatedId = useId();
  const errorId = `${givenId ?? generatedId}-error`;
  const invalid = Boolean(errors?.length);
  const initial = defaultValue === undefined ? options[0]?.value : (defaultValue ?? undefined);
  const [chosen, setChosen] = useState(initial);
  const choose = (value: string) => {
    setChosen(value);
    onChoose?.(value);
  };
  const all = other ? [...options, { value: other.value, label: other.label }] : options;
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={boxed ? "rounded-md border border-slate-200 p-4" : undefined}
    >
      <legend
        className={boxed ? "px-1 font-semibold text-slate-900" : "text-sm font-semibold text-slate-800"}
      >
        {legend}
      </legend>
      <div className={boxed ? "mt-2 grid gap-2 sm:grid-cols-2" : "mt-1 flex gap-6"}>
        {all.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === initial}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
        {other && chosen === other.value ? (
          <label className="block sm:col-span-2">
            <span className="text-sm font-semibold">{other.inputLabel}</span>
            <input
              name={other.inputName}
              maxLength={other.maxLength}
              className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </label>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/** A question answered in free text alone: a boxed fieldset whose legend is the question. */
export function FreeTextGroup({
  id,
  legend,
  label,
  name,
  maxLength,
  errors,
}: {
  id: string;
  legend: ReactNode;
  /** The text's accessible name (the legend is read with it). */
  label: string;
  name: string;
  maxLength: number;
  errors?: string[];
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-invalid={errors ? true : undefined}
      aria-describedby={errors ? errorId : undefined}
      className="rounded-md border border-slate-200 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <label className="mt-2 block">
        <span className="sr-only">{label}</span>
        <textarea
          name={name}
          rows={3}
          maxLength={maxLength}
          className="block w-full rounded-md border border-slate-500 px-3 py-2"
        />
      </label>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
