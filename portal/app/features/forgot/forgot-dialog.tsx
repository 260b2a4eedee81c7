/**
 * Forgot Password (account number and username) and Forgot Username (account number and e-mail):
 * identifiers, then the security question, then a result dialog (spec 001 §2, §4, §8). The answer
 * is checked by the BFF; the browser never sees the stored one.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { ForgotActionData, ForgotKind } from "./forgot-answer";
import { MessageDialog, Modal } from "../../ui/dialogs";
import { BusyButton, ErrorList } from "../../ui/forms";

function TextField({
  name,
  label,
  errors,
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
}: {
  name: string;
  label: string;
  errors?: string[];
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "numeric" | "email" | "text";
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base shadow-sm ${invalid ? "border-danger-700" : "border-slate-400"}`}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function ForgotDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: ForgotKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<ForgotActionData>({ key: `forgot-${kind}` });
  const [question, setQuestion] = useState<{ flowId: string; question: string } | null>(null);
  const [result, setResult] = useState<Extract<ForgotActionData, { step: "result" }> | null>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  // Field errors shown belong to the answer just received; opening the dialog again clears them.
  const [shownErrors, setShownErrors] = useState<Record<string, string[]>>({});

  // Each answer of the BFF is handled once, when it arrives.
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    setShownErrors("fieldErrors" in answer ? answer.fieldErrors : {});
    if (answer.step === "question") setQuestion({ flowId: answer.flowId, question: answer.question });
    if (answer.step === "result") {
      setResult(answer);
      onOpenChangeRef.current(false);
    }
  }, [answer, fetcher.state]);

  // A dialog opened again starts from the identifiers.
  useEffect(() => {
    if (open) {
      setQuestion(null);
      setShownErrors({});
    }
  }, [open]);

  const fieldErrors = shownErrors;
  const title = kind === "password" ? "Forgot Password" : "Forgot Username";

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={
          question
            ? "Answer your security question. We will then send you an e-mail."
            : kind === "password"
              ? "Enter your account number and username."
              : "Enter your account number and the e-mail address on file."
        }
      >
        {question ? (
          <fetcher.Form method="post" action={`/forgot/${kind}`} className="space-y-4" key="answer">
            <input type="hidden" name="step" value="answer" />
            <input type="hidden" name="flowId" value={question.flowId} />
            <p className="font-semibold text-slate-900">{question.question}</p>
            <TextField
              name="answer"
              label="Security Answer"
              errors={fieldErrors.answer}
              autoComplete="off"
              maxLength={100}
            />
            <div className="flex justify-end gap-2">
              <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </button>
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Submit
              </BusyButton>
            </div>
          </fetcher.Form>
        ) : (
          <fetcher.Form
            method="post"
            action={`/forgot/${kind}`}
            className="space-y-4"
            key="identify"
            noValidate
          >
            <input type="hidden" name="step" value="identify" />
            <TextField
              name="accountId"
              label="Account Number"
              errors={fieldErrors.accountId}
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
            />
            {kind === "password" ? (
              <TextField
                name="username"
                label="Username"
                errors={fieldErrors.username}
                autoComplete="username"
              />
            ) : (
              <TextField
                name="emailAddress"
                label="Email Address"
                type="email"
                errors={fieldErrors.emailAddress}
                autoComplete="email"
              />
            )}
            <div className="flex justify-end gap-2">
              <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </button>
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Continue
              </BusyButton>
            </div>
          </fetcher.Form>
        )}
      </Modal>
      <MessageDialog
        open={result !== null}
        onClose={() => setResult(null)}
        tone={result?.ok ? "success" : "error"}
        title={result?.title}
        message={result?.description ?? ""}
      />
    </>
  );
}
