/**
 * Shared form pieces: every screen builds its forms from these, so labels, error lists, busy buttons
 * and announced messages behave the same everywhere.
 */
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from "react";

type InputType = "text" | "password" | "email" | "tel" | "number" | "search";

/**
 * A field's errors, linked to the input by `id` and announced politely when they appear or change:
 * the live region is always in the page (screen readers announce changes to a region they already
 * know, not a region that arrives with its text). Form-level errors stay `role="alert"`
 * (StatusMessage), so a form has one assertive message at most.
 */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  return (
    <div aria-live="polite" aria-atomic="true">
      {shown.length > 0 ? (
        <ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-danger-700">
          {shown.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type FieldProps = {
  /** The Conform field: gives the input its id, name, default value and error state. */
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  type?: InputType;
  /** A hint under the label, read with the input (aria-describedby). */
  description?: ReactNode;
  /** Extra input attributes: autoComplete, autoCapitalize, inputMode, placeholder… */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "form" | "defaultValue">;
  className?: string;
};

/** A labelled input with its error list (aria-invalid and aria-describedby come from Conform). */
export function Field({ field, label, type = "text", description, inputProps, className }: FieldProps) {
  const { key, ...conformProps } = getInputProps(field, {
    type,
    ariaDescribedBy: description ? field.descriptionId : undefined,
  });
  const invalid = Boolean(field.errors?.length);
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {description ? (
        <p id={field.descriptionId} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <input
        key={key}
        {...conformProps}
        {...inputProps}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ${
          invalid ? "border-danger-700" : "border-slate-500"
        } ${inputProps?.className ?? ""}`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A labelled text area with its error list, for a Conform field. */
export function TextAreaField({
  field,
  label,
  textareaProps,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue">;
}) {
  const { key, ...conformProps } = getTextareaProps(field);
  const invalid = Boolean(field.errors?.length);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        key={key}
        {...conformProps}
        {...textareaProps}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm ${
          invalid ? "border-danger-700" : "border-slate-500"
        }`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A password input of a Conform form: the current password, or a new one the browser may suggest. */
export function PasswordField({
  field,
  label,
  purpose,
}: {
  field: FieldProps["field"];
  label: ReactNode;
  purpose: "current" | "new";
}) {
  return (
    <Field
      field={field}
      label={label}
      type="password"
      inputProps={{ autoComplete: purpose === "current" ? "current-password" : "new-password" }}
    />
  );
}

/**
 * The account a change-password form is for, to the browser's password manager only (WCAG 3.3.8:
 * it can then save the new password under the right username): not shown, not submitted.
 */
export function UsernameForPasswordManager({ username }: { username: string }) {
  return <input type="text" autoComplete="username" value={username} readOnly hidden />;
}

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  /** What the button reads while working, e.g. 'Please wait...'. */
  busyText: string;
};

/**
 * A button that reads `busyText` while the work it started runs, and refuses a second press then.
 * It stays focusable while busy (`aria-disabled`, not `disabled`): a disabled button drops the
 * keyboard focus to the page body (WCAG 2.4.3). `disabled` itself is for a button that
 * cannot be used at all (maintenance, a cash-only account). While busy its `aria-label` is dropped,
 * so that its name is the text it shows (WCAG 2.5.3, label in name).
 */
export function BusyButton({
  busy,
  busyText,
  children,
  disabled,
  type = "submit",
  onClick,
  "aria-label": ariaLabel,
  ...props
}: BusyButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={busy ? undefined : ariaLabel}
      onClick={(event) => {
        // A press while busy (a click, or Enter in one of the form's fields) sends nothing again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? busyText : children}
    </button>
  );
}

type Tone = "success" | "error" | "info" | "warning";

const toneStyles: Record<Tone, string> = {
  success: "border-success-700 bg-success-50 text-success-700",
  error: "border-danger-700 bg-danger-50 text-danger-800",
  info: "border-brand-500 bg-brand-50 text-brand-900",
  warning: "border-accent-500 bg-warning-50 text-warning-800",
};

/**
 * A message the screen reader announces: errors as alerts (assertive), everything else as status
 * (polite).
 */
export function StatusMessage({
  tone,
  id,
  children,
  className,
}: {
  tone: Tone;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const role = tone === "error" ? "alert" : "status";
  return (
    <div
      id={id}
      role={role}
      className={`rounded-md border-l-4 px-4 py-3 text-sm font-medium ${toneStyles[tone]} ${className ?? ""}`}
    >
      {children}
    </div>
  );
}

/**
 * A labelled input with a hint and its error list, for a form that is not (yet) a Conform form:
 * the errors come from the caller.
 */
export function TextInput({
  name,
  label,
  errors,
  hint,
  id: givenId,
  ...props
}: {
  name?: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].join(" ").trim() || undefined
        }
        {...props}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base shadow-sm ${invalid ? "border-danger-700" : "border-slate-500"}`}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}
