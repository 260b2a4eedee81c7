/**
 * Forgot Password (account number and username) and Forgot Username (account number and e-mail):
 * identifiers, then the security question, then a result dialog (spec 001 §2, §4, §8). The answer
 * is checked by the BFF; the browser never sees the stored one.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { type ForgotActionData, type ForgotKind, parseAnswer, parseIdentify } from "./forgot-answer";
import { MessageDialog, Modal } from "../../ui/dialogs";
import { BusyButton, Field } from "../../ui/forms";

/** The dialog's state: the question asked, the result to show, the last answer's field errors. */
function useForgotFlow(kind: ForgotKind, open: boolean, onOpenChange: (open: boolean) => void) {
  const fetcher = useFetcher<ForgotActionData>({ key: `forgot-${kind}` });
  const [question, setQuestion] = useState<{ flowId: string; question: string } | null>(null);
  const [result, setResult] = useState<Extract<ForgotActionData, { step: "result" }> | null>(null);
  // The field errors shown belong to the answer just received: a dialog opened again starts from the
  // identifiers with none (reset while rendering, before the form mounts with stale errors).
  const [shown, setShown] = useState<SubmissionResult<string[]> | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setQuestion(null);
      setShown(undefined);
    }
  }

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const answer = fetcher.data;
  // Each answer of the BFF is handled once, when it arrives.
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    setShown("result" in answer && typeof answer.result === "object" ? answer.result : undefined);
    if (answer.step === "question") setQuestion({ flowId: answer.flowId, question: answer.question });
    if (answer.step === "result") {
      setResult(answer);
      onOpenChangeRef.current(false);
    }
  }, [answer, fetcher.state]);

  return { fetcher, question, result, setResult, shown };
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
  const { fetcher, question, result, setResult, shown } = useForgotFlow(kind, open, onOpenChange);
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
            lastResult={shown}
            question={question}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <IdentifyForm
            kind={kind}
            fetcher={fetcher}
            lastResult={shown}
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
  lastResult: SubmissionResult<string[]> | undefined;
  onCancel(): void;
};

function FormButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel(): void }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className="button-secondary" onClick={onCancel}>
        Cancel
      </button>
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        {submit}
      </BusyButton>
    </div>
  );
}

/** The first step: the account number and the username (password) or the e-mail on file (username). */
function IdentifyForm({ kind, fetcher, lastResult, onCancel }: FormProps) {
  const [form, fields] = useForm<{
    accountId: string;
    division?: string;
    username?: string;
    emailAddress?: string;
  }>({
    id: `forgot-${kind}-identify`,
    lastResult,
    onValidate: ({ formData }) => parseIdentify(formData, kind),
  });
  return (
    <fetcher.Form method="post" action={`/forgot/${kind}`} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="step" value="identify" />
      <Field
        field={fields.accountId}
        label="Account Number"
        inputProps={{ inputMode: "numeric", maxLength: 10, autoComplete: "off" }}
      />
      {kind === "password" ? (
        <Field field={fields.username} label="Username" inputProps={{ autoComplete: "username" }} />
      ) : (
        <Field
          field={fields.emailAddress}
          label="Email Address"
          type="email"
          inputProps={{ autoComplete: "email" }}
        />
      )}
      <FormButtons busy={fetcher.state !== "idle"} submit="Continue" onCancel={onCancel} />
    </fetcher.Form>
  );
}

/** The second step: the customer's answer to their security question. */
function AnswerForm({
  kind,
  fetcher,
  lastResult,
  question,
  onCancel,
}: FormProps & { question: { flowId: string; question: string } }) {
  const [form, fields] = useForm({
    id: `forgot-${kind}-answer`,
    lastResult,
    onValidate: ({ formData }) => parseAnswer(formData),
  });
  // The step changed inside the dialog: focus moves to the question asked (WCAG 2.1 AA).
  const questionRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <fetcher.Form method="post" action={`/forgot/${kind}`} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="step" value="answer" />
      <input type="hidden" name="flowId" value={question.flowId} />
      <h3 ref={questionRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        {question.question}
      </h3>
      <Field
        field={fields.answer}
        label="Security Answer"
        inputProps={{ autoComplete: "off", maxLength: 100 }}
      />
      <FormButtons busy={fetcher.state !== "idle"} submit="Submit" onCancel={onCancel} />
    </fetcher.Form>
  );
}
