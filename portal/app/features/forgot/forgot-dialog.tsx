/**
 * Forgot Password (account number and username) and Forgot Username (account number and e-mail):
 * identifiers, then the security question, then a result dialog (spec 001 §2, §4, §8). The answer
 * is checked by the BFF; the browser never sees the stored one.
 */
import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ForgotActionData, ForgotKind } from "./forgot-answer";
import { MessageDialog, Modal } from "../../ui/dialogs";
import { BusyButton, TextInput } from "../../ui/forms";

/** The dialog's state: the question asked, the result to show, the field errors of the last answer. */
function useForgotFlow(kind: ForgotKind, open: boolean, onOpenChange: (open: boolean) => void) {
  const fetcher = useFetcher<ForgotActionData>({ key: `forgot-${kind}` });
  const [question, setQuestion] = useState<{ flowId: string; question: string } | null>(null);
  const [result, setResult] = useState<Extract<ForgotActionData, { step: "result" }> | null>(null);
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
  return { fetcher, question, result, setResult, fieldErrors };
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
  const { fetcher, question, result, setResult, fieldErrors } = useForgotFlow(kind, open, onOpenChange);
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
          <AnswerForm
            kind={kind}
            fetcher={fetcher}
            fieldErrors={fieldErrors}
            question={question}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <IdentifyForm
            kind={kind}
            fetcher={fetcher}
            fieldErrors={fieldErrors}
            onCancel={() => onOpenChange(false)}
          />
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

type FormProps = {
  kind: ForgotKind;
  fetcher: FetcherWithComponents<ForgotActionData>;
  fieldErrors: Record<string, string[]>;
  onCancel(): void;
};

/** The first step: the account number and the username (password) or the e-mail on file (username). */
function IdentifyForm({ kind, fetcher, fieldErrors, onCancel }: FormProps) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/forgot/${kind}`} className="space-y-4" key="identify" noValidate>
      <input type="hidden" name="step" value="identify" />
      <TextInput
        name="accountId"
        label="Account Number"
        errors={fieldErrors.accountId}
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
      />
      {kind === "password" ? (
        <TextInput name="username" label="Username" errors={fieldErrors.username} autoComplete="username" />
      ) : (
        <TextInput
          name="emailAddress"
          label="Email Address"
          type="email"
          errors={fieldErrors.emailAddress}
          autoComplete="email"
        />
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Continue
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

/** The second step: the customer's answer to their security question. */
function AnswerForm({
  kind,
  fetcher,
  fieldErrors,
  question,
  onCancel,
}: FormProps & { question: { flowId: string; question: string } }) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/forgot/${kind}`} className="space-y-4" key="answer">
      <input type="hidden" name="step" value="answer" />
      <input type="hidden" name="flowId" value={question.flowId} />
      <p className="font-semibold text-slate-900">{question.question}</p>
      <TextInput
        name="answer"
        label="Security Answer"
        errors={fieldErrors.answer}
        autoComplete="off"
        maxLength={100}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Submit
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}
