/**
 * Sign-up (spec 001 §2, §4, §5), three steps: My Account Number, My Account Details (masked name,
 * billing zip, 'Confirm Your Address'), My Login Details; then the success screen. The BFF keeps
 * the sign-up's state (a ticket) and re-checks every rule; this page only shapes the forms.
 */
import {
  accessMessages,
  CheckAccountNumberRequest,
  isLoginDisabled,
  keepAnswerCharacters,
  messages,
  SignUpUserRequest,
  SignUpZipRequest,
} from "@paygpa/bff/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { MessageDialog, Modal } from "../components/dialogs";
import { BusyButton, ErrorList, StatusMessage } from "../components/forms";
import { CUSTOMER_SERVICE, PublicHeader, SiteFooter } from "../components/site";
import { SuccessScreen } from "../components/sign-up/success-screen";
import { BffError, BffUnavailable, bffFor } from "../lib/bff.server";

type FieldErrors = Record<string, string[]>;
/** Billing's phones, prefilled in step 3 (spec 001 §2): emptying one removes it from the account. */
type Phones = { home: string; mobile: string; work: string };

export type SignUpActionData =
  | { intent: "account"; ok: true; ticket: string; maskedName: string; billAddressSource: string }
  | {
      intent: "zip";
      ok: true;
      address: { address: string; city: string; state: string; postal: string };
      hasEmailOnFile: boolean;
      email: string;
      phones: Phones;
    }
  | { intent: "username"; ok: true; taken: boolean }
  | { intent: "submit"; ok: true; username: string }
  | { intent: string; ok: false; fieldErrors: FieldErrors; formError: string | null };

/** The first failed rule of each field: an empty field reads only 'Please enter …'. */
function issuesByField(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "";
    fields[key] ??= [issue.message];
  }
  return fields;
}

/** The step 3 form as the contract expects it (the terms checkbox reads true when checked). */
function signUpValues(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "");
  return {
    ticket: text("ticket"),
    username: text("username"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    email: text("email"),
    confirmEmail: formData.has("confirmEmail") ? text("confirmEmail") : undefined,
    home: text("home"),
    mobile: text("mobile"),
    work: text("work"),
    securityQuestion: text("securityQuestion"),
    securityAnswer: text("securityAnswer"),
    terms: formData.get("terms") === "on",
  };
}

/** Client and server: the contract's rules plus the confirm e-mail asked when none is on file. */
function checkSignUp(values: ReturnType<typeof signUpValues>) {
  const parsed = v.safeParse(SignUpUserRequest, values);
  const fields = parsed.success ? {} : issuesByField(parsed.issues);
  // The contract compares the passwords only once the password itself is valid; the form says it at once.
  if (values.confirmPassword && values.password !== values.confirmPassword) {
    fields.confirmPassword = [accessMessages.passwordMismatch];
  }
  if (values.confirmEmail !== undefined && values.confirmEmail.trim() !== values.email.trim()) {
    fields.confirmEmail = [accessMessages.emailMismatch];
  }
  return { parsed, fields };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const bff = bffFor(context);
  const sampleBill = new URL(request.url).searchParams.get("dialog") === "sample-bill";
  let disabled = false;
  let questions: { characteristicValue: string; description: string }[] = [];
  try {
    const [flags, list] = await Promise.all([bff.systemMaintenance(), bff.securityQuestions()]);
    disabled = isLoginDisabled(flags);
    questions = list;
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
  }
  return { sampleBill, disabled, questions };
}

function refused(intent: string, error: unknown, fallback: string): SignUpActionData {
  if (error instanceof BffUnavailable) {
    return { intent, ok: false, fieldErrors: {}, formError: messages.serverErrorTryAgain };
  }
  if (error instanceof BffError) {
    if (Object.keys(error.fields).length > 0)
      return { intent, ok: false, fieldErrors: error.fields, formError: null };
    return { intent, ok: false, fieldErrors: {}, formError: error.message || fallback };
  }
  throw error;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const bff = bffFor(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "account") {
    const parsed = v.safeParse(CheckAccountNumberRequest, {
      accountId: String(formData.get("accountId") ?? ""),
    });
    if (!parsed.success) {
      return data<SignUpActionData>(
        { intent, ok: false, fieldErrors: issuesByField(parsed.issues), formError: null },
        400,
      );
    }
    try {
      const answer = await bff.checkAccountNumber(parsed.output.accountId);
      return data<SignUpActionData>({
        intent,
        ok: true,
        ticket: answer.data.ticket,
        maskedName: answer.data.maskedName,
        billAddressSource: answer.data.billAddressSource,
      });
    } catch (error) {
      return data(refused(intent, error, messages.serverErrorTryAgain));
    }
  }

  if (intent === "zip") {
    const parsed = v.safeParse(SignUpZipRequest, {
      ticket: String(formData.get("ticket") ?? ""),
      postal: String(formData.get("postal") ?? ""),
    });
    if (!parsed.success) {
      return data<SignUpActionData>(
        { intent, ok: false, fieldErrors: issuesByField(parsed.issues), formError: null },
        400,
      );
    }
    try {
      const answer = await bff.signUpValidateZip(parsed.output.ticket, parsed.output.postal);
      return data<SignUpActionData>({
        intent,
        ok: true,
        address: answer.address,
        hasEmailOnFile: answer.hasEmailOnFile,
        email: answer.email,
        phones: answer.phones,
      });
    } catch (error) {
      return data(refused(intent, error, messages.serverErrorTryAgain));
    }
  }

  if (intent === "username") {
    const username = String(formData.get("username") ?? "").trim();
    if (!username) return data<SignUpActionData>({ intent, ok: true, taken: false });
    try {
      return data<SignUpActionData>({
        intent,
        ok: true,
        taken: await bff.isUsernameTaken(String(formData.get("ticket") ?? ""), username),
      });
    } catch (error) {
      return data(refused(intent, error, messages.serverErrorTryAgain));
    }
  }

  if (intent === "submit") {
    const { parsed, fields } = checkSignUp(signUpValues(formData));
    if (!parsed.success || Object.keys(fields).length > 0) {
      return data<SignUpActionData>({ intent, ok: false, fieldErrors: fields, formError: null }, 400);
    }
    try {
      const answer = await bff.signUpUser(parsed.output);
      return data<SignUpActionData>({ intent, ok: true, username: answer.username });
    } catch (error) {
      if (error instanceof BffUnavailable) {
        return data<SignUpActionData>({
          intent,
          ok: false,
          fieldErrors: {},
          formError: accessMessages.serverFailed,
        });
      }
      return data(refused(intent, error, accessMessages.signUpFailed));
    }
  }
  throw new Response("Unknown step", { status: 400 });
}

// -- pieces -----------------------------------------------------------------------------------

function Input({
  name,
  label,
  errors,
  hint,
  ...props
}: {
  name: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = useId();
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
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base shadow-sm ${invalid ? "border-danger-700" : "border-slate-400"}`}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

const STEPS = ["My Account Number", "My Account Details", "My Login Details"] as const;

function StepHeading({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Sign-up steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${index + 1 === step ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <h2 className="mt-4 text-xl font-bold text-brand-900">{STEPS[step - 1]}</h2>
    </div>
  );
}

function SampleBillDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Where can I find my account number?"
      description="Your 10-digit account number is printed at the top right of your GPA bill."
    >
      <img
        src="/sample-bill.svg"
        alt="Sample GPA bill with the account number marked at the top right"
        className="mx-auto max-h-[60vh]"
      />
    </Modal>
  );
}

// -- the page ---------------------------------------------------------------------------------

type Ticket = { ticket: string; maskedName: string };
type Address = { address: string; city: string; state: string; postal: string };

/** The three phones of sign-up step 3, in the spec's order. */
const PHONE_FIELDS = [
  { name: "home", label: "Home Phone" },
  { name: "mobile", label: "Mobile Phone" },
  { name: "work", label: "Work Phone" },
] as const;

export default function SignUpPage() {
  const { sampleBill, disabled, questions } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 3 | "done">(1);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [hasEmailOnFile, setHasEmailOnFile] = useState(true);
  const [onFile, setOnFile] = useState<{ email: string; phones: Phones }>({
    email: "",
    phones: { home: "", mobile: "", work: "" },
  });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sampleOpen, setSampleOpen] = useState(false);
  useEffect(() => setSampleOpen(sampleBill), [sampleBill]);

  const account = useFetcher<SignUpActionData>({ key: "sign-up-account" });
  const zip = useFetcher<SignUpActionData>({ key: "sign-up-zip" });

  useEffect(() => {
    const answer = account.data;
    if (account.state === "idle" && answer?.intent === "account" && answer.ok && "ticket" in answer) {
      setTicket({ ticket: answer.ticket, maskedName: answer.maskedName });
      setStep(2);
    }
  }, [account.data, account.state]);

  useEffect(() => {
    const answer = zip.data;
    if (zip.state === "idle" && answer?.intent === "zip" && answer.ok && "address" in answer) {
      setAddress(answer.address);
      setHasEmailOnFile(answer.hasEmailOnFile);
      setOnFile({ email: answer.email, phones: answer.phones });
      setConfirmOpen(true);
    }
  }, [zip.data, zip.state]);

  const cancel = () => navigate("/");

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader withFaq />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Sign Up</h1>
        <div className="card mt-4 p-6">
          {disabled ? (
            <StatusMessage tone="warning">{messages.maintenance}</StatusMessage>
          ) : step === 1 ? (
            <AccountStep fetcher={account} onSample={() => setSampleOpen(true)} />
          ) : step === 2 && ticket ? (
            <ZipStep fetcher={zip} ticket={ticket} onBack={() => setStep(1)} onCancel={cancel} />
          ) : step === 3 && ticket ? (
            <LoginDetailsStep
              ticket={ticket.ticket}
              hasEmailOnFile={hasEmailOnFile}
              onFile={onFile}
              questions={questions}
              onBack={() => setStep(2)}
              onCancel={cancel}
              onDone={() => setStep("done")}
            />
          ) : (
            <SuccessScreen />
          )}
        </div>
      </main>
      <SampleBillDialog open={sampleOpen} onOpenChange={setSampleOpen} />
      <Modal
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Confirm Your Address"
        description="Is this the billing address of your account?"
      >
        {address ? (
          <address className="not-italic font-semibold text-slate-900">
            {address.address}
            <br />
            {address.city}, {address.state} {address.postal}
          </address>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          If this address is not correct, please contact GPA Customer Service at{" "}
          <a href={CUSTOMER_SERVICE.phoneHref}>{CUSTOMER_SERVICE.phone}</a> ({CUSTOMER_SERVICE.hours}) before
          you sign up.
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className="button-secondary" onClick={() => setConfirmOpen(false)}>
            Back
          </button>
          <button type="button" className="button-secondary" onClick={cancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setConfirmOpen(false);
              setStep(3);
            }}
          >
            Yes, Proceed
          </button>
        </div>
      </Modal>
      <SiteFooter />
    </div>
  );
}

type Fetcher = ReturnType<typeof useFetcher<SignUpActionData>>;

function failureOf(fetcher: Fetcher) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return answer && !answer.ok && "fieldErrors" in answer ? answer : null;
}

function AccountStep({ fetcher, onSample }: { fetcher: Fetcher; onSample: () => void }) {
  const failure = failureOf(fetcher);
  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <StepHeading step={1} />
      <input type="hidden" name="intent" value="account" />
      <Input
        name="accountId"
        label="Account Number"
        hint="The 10-digit account number on your bill."
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        errors={failure?.fieldErrors.accountId}
      />
      <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={onSample}>
        Where can I find my account number?
      </button>
      {failure?.formError ? <StatusMessage tone="error">{failure.formError}</StatusMessage> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/">Already Registered? Login Here</Link>
        <BusyButton busy={fetcher.state !== "idle"} busyText="Verifying" className="button-primary">
          Continue
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

function ZipStep({
  fetcher,
  ticket,
  onBack,
  onCancel,
}: {
  fetcher: Fetcher;
  ticket: Ticket;
  onBack: () => void;
  onCancel: () => void;
}) {
  const failure = failureOf(fetcher);
  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <StepHeading step={2} />
      <input type="hidden" name="intent" value="zip" />
      <input type="hidden" name="ticket" value={ticket.ticket} />
      <div>
        <p className="text-sm font-semibold text-slate-800">Customer Name</p>
        <p className="mt-1 font-mono text-lg text-slate-900" data-testid="masked-name">
          {ticket.maskedName}
        </p>
      </div>
      <Input
        name="postal"
        label="Billing Zip Code"
        hint="The zip code of the address your bills are sent to, e.g. 96910."
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        errors={failure?.fieldErrors.postal}
      />
      {failure?.formError ? <StatusMessage tone="error">{failure.formError}</StatusMessage> : null}
      <p className="text-sm text-slate-700">
        If the name or address on your account is wrong, please contact GPA Customer Service at{" "}
        <a href={CUSTOMER_SERVICE.phoneHref}>{CUSTOMER_SERVICE.phone}</a> or{" "}
        <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton busy={fetcher.state !== "idle"} busyText="Verifying" className="button-primary">
          Continue
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

function LoginDetailsStep({
  ticket,
  hasEmailOnFile,
  onFile,
  questions,
  onBack,
  onCancel,
  onDone,
}: {
  ticket: string;
  hasEmailOnFile: boolean;
  /** The e-mail and phones billing holds, prefilled. */
  onFile: { email: string; phones: Phones };
  questions: { characteristicValue: string; description: string }[];
  onBack: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const submit = useFetcher<SignUpActionData>({ key: "sign-up-submit" });
  const usernameCheck = useFetcher<SignUpActionData>({ key: "sign-up-username" });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState("");
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const checking = usernameCheck.state !== "idle";
  const taken =
    usernameCheck.state === "idle" &&
    usernameCheck.data?.intent === "username" &&
    "taken" in usernameCheck.data
      ? usernameCheck.data.taken
      : false;
  const serverFailure = failureOf(submit);
  // A username check that could not run (e.g. too many attempts) says so under the field.
  const usernameCheckError = failureOf(usernameCheck)?.formError ?? null;

  useEffect(() => {
    if (submit.state !== "idle" || !submit.data) return;
    if (submit.data.ok && submit.data.intent === "submit") onDone();
    else if (!submit.data.ok && "formError" in submit.data && submit.data.formError)
      setFailed(submit.data.formError);
  }, [submit.data, submit.state, onDone]);

  const errors = (field: string): string[] | undefined => {
    const list = [...(clientErrors[field] ?? []), ...(serverFailure?.fieldErrors[field] ?? [])];
    if (field === "username" && taken) list.unshift(accessMessages.usernameTaken);
    if (field === "username" && usernameCheckError) list.push(usernameCheckError);
    return list.length ? [...new Set(list)] : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const { fields } = checkSignUp(signUpValues(formData));
    setClientErrors(fields);
    if (Object.keys(fields).length > 0 || taken || checking) return;
    submit.submit(formData, { method: "post" });
  };

  return (
    <form ref={formRef} method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <StepHeading step={3} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="ticket" value={ticket} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Login Details</legend>
        <Input
          name="username"
          label="Username"
          autoComplete="username"
          maxLength={30}
          autoCapitalize="none"
          spellCheck={false}
          errors={errors("username")}
          onBlur={(event) =>
            usernameCheck.submit(
              { intent: "username", ticket, username: event.currentTarget.value },
              { method: "post" },
            )
          }
        />
        <Input
          name="password"
          label="Password"
          type="password"
          maxLength={15}
          autoComplete="new-password"
          hint="8 to 15 characters."
          errors={errors("password")}
        />
        <Input
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          maxLength={15}
          autoComplete="new-password"
          errors={errors("confirmPassword")}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Contact Details</legend>
        <Input
          name="email"
          label="Email Address"
          type={onFile.email ? "text" : "email"}
          autoComplete="email"
          defaultValue={onFile.email}
          errors={errors("email")}
        />
        {hasEmailOnFile ? null : (
          <Input
            name="confirmEmail"
            label="Confirm Email Address"
            type="email"
            autoComplete="email"
            errors={errors("confirmEmail")}
          />
        )}
        <p className="text-sm text-slate-600">
          The e-mail address and phone numbers GPA has on file are filled in, partly hidden for your privacy.
          Leave one as it is to keep it, type a new one to change it, or empty a phone number to remove it
          from your account. Changes are made once you confirm your sign-up from the e-mail we send.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {PHONE_FIELDS.map(({ name, label }) => (
            <Input
              key={name}
              name={name}
              label={label}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              defaultValue={onFile.phones[name]}
              errors={errors(name)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Security Details</legend>
        <div>
          <label htmlFor="securityQuestion" className="block text-sm font-semibold text-slate-800">
            Security Question
          </label>
          <select
            id="securityQuestion"
            name="securityQuestion"
            defaultValue=""
            aria-invalid={errors("securityQuestion") ? true : undefined}
            aria-describedby={errors("securityQuestion") ? "securityQuestion-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
          >
            <option value="">Select a question</option>
            {questions.map((question) => (
              <option key={question.characteristicValue} value={question.characteristicValue}>
                {question.description}
              </option>
            ))}
          </select>
          <ErrorList id="securityQuestion-error" errors={errors("securityQuestion")} />
        </div>
        <Input
          name="securityAnswer"
          label="Answer"
          hint="Letters, numbers and spaces only."
          autoComplete="off"
          maxLength={50}
          value={answer}
          onChange={(event) => setAnswer(keepAnswerCharacters(event.currentTarget.value))}
          errors={errors("securityAnswer")}
        />
        <div>
          <div className="flex items-start gap-2">
            <input
              id="terms"
              name="terms"
              type="checkbox"
              className="mt-1 h-5 w-5"
              aria-invalid={errors("terms") ? true : undefined}
              aria-describedby={errors("terms") ? "terms-error" : undefined}
            />
            <label htmlFor="terms" className="text-sm text-slate-800">
              I have read and agree to the{" "}
              <Link to="/terms-and-conditions" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
              .
            </label>
          </div>
          <ErrorList id="terms-error" errors={errors("terms")} />
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton
          busy={submit.state !== "idle"}
          busyText="Loading..."
          disabled={checking}
          className="button-primary"
        >
          Submit
        </BusyButton>
      </div>
      <MessageDialog
        open={failed !== null}
        onClose={() => setFailed(null)}
        tone="error"
        message={failed ?? ""}
      />
    </form>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign Up | PayGPA | Guam Power Authority" }];
