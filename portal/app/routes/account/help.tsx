/**
 * Help & Support (spec 001 §2, §3): the Customer Feedback form (first name, last name, e-mail and
 * message required; contact type TECHNICAL or COMPLAINT), sent by the BFF to billing as a customer
 * contact; and the Contact Us list.
 */
import { accessMessages, CONTACT_TYPES, HelpRequest } from "@paygpa/bff/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as v from "valibot";
import { BusyButton, ErrorList, StatusMessage } from "../../ui/forms";
import { CustomerServiceContacts } from "../../components/site";
import { BffError, bffFor } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireCustomer(request);
  const accounts = [...session.postpaid, ...session.prepaid].map((account) => account.AccountID);
  return { accounts };
}

type HelpActionData =
  | { ok: true }
  | { ok: false; fields: Record<string, string[]>; formError: string | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireCustomer(request);
  const formData = await request.formData();
  const text = (name: string) => String(formData.get(name) ?? "");
  const parsed = v.safeParse(HelpRequest, {
    cis_division: "GPA",
    accountId: text("accountId") || session.postpaid[0]?.AccountID || session.prepaid[0]?.AccountID || "",
    personId: session.personId,
    firstName: text("firstName"),
    lastName: text("lastName"),
    emailAddress: text("emailAddress"),
    contactType: text("contactType") || "TECHNICAL",
    message: text("message"),
  });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? "";
      fields[key] ??= [issue.message];
    }
    return data<HelpActionData>({ ok: false, fields, formError: null }, 400);
  }
  try {
    await bffFor(context).helpAndSupport(token, parsed.output);
    return data<HelpActionData>({ ok: true });
  } catch (error) {
    if (error instanceof BffError && error.status === 401) throw await toGuardFailure(request, error);
    // Any other failure, a bug included, reads 'help failed' (the form keeps what was typed).
    const words = { unavailable: accessMessages.helpFailed, refused: accessMessages.helpFailed };
    const { fieldErrors, formErrors } =
      error instanceof BffError ? refusalOf(error, words) : { fieldErrors: {}, formErrors: [words.refused] };
    const [formError = null] = formErrors;
    return data<HelpActionData>({ ok: false, fields: fieldErrors, formError }, formError ? 200 : 400);
  }
}

function TextInput({
  name,
  label,
  errors,
  type = "text",
  autoComplete,
}: {
  name: string;
  label: string;
  errors?: string[];
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={`help-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`help-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={name === "emailAddress" ? 254 : 60}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `help-${name}-error` : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2.5 ${errors ? "border-danger-700" : "border-slate-400"}`}
      />
      <ErrorList id={`help-${name}-error`} errors={errors} />
    </div>
  );
}

export default function HelpPage() {
  const { accounts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const fields = result && !result.ok ? result.fields : {};

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="feedback-heading" className="card p-6">
        <h1 id="feedback-heading" className="text-2xl font-bold text-brand-900">
          Customer Feedback
        </h1>
        <p className="mt-1 text-slate-700">
          Tell us about a technical problem or a complaint. We will get back to you.
        </p>
        <Form ref={formRef} method="post" className="mt-4 space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              name="firstName"
              label="First Name"
              autoComplete="given-name"
              errors={fields.firstName}
            />
            <TextInput
              name="lastName"
              label="Last Name"
              autoComplete="family-name"
              errors={fields.lastName}
            />
          </div>
          <TextInput
            name="emailAddress"
            label="Email Address"
            type="email"
            autoComplete="email"
            errors={fields.emailAddress}
          />
          {accounts.length > 1 ? (
            <div>
              <label htmlFor="help-accountId" className="block text-sm font-semibold text-slate-800">
                Account Number
              </label>
              <select
                id="help-accountId"
                name="accountId"
                className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5"
              >
                {accounts.map((account) => (
                  <option key={account}>{account}</option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="accountId" value={accounts[0] ?? ""} />
          )}
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Contact Type</legend>
            <div className="mt-1 flex gap-6">
              {CONTACT_TYPES.map((type, index) => (
                <label key={type} className="flex items-center gap-2">
                  <input type="radio" name="contactType" value={type} defaultChecked={index === 0} />
                  {type === "TECHNICAL" ? "Technical" : "Complaint"}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="help-message" className="block text-sm font-semibold text-slate-800">
              Message
            </label>
            <textarea
              id="help-message"
              name="message"
              rows={5}
              maxLength={2000}
              aria-invalid={fields.message ? true : undefined}
              aria-describedby={fields.message ? "help-message-error" : undefined}
              className={`mt-1 block w-full rounded-md border px-3 py-2.5 ${fields.message ? "border-danger-700" : "border-slate-400"}`}
            />
            <ErrorList id="help-message-error" errors={fields.message} />
          </div>
          {result?.ok ? <StatusMessage tone="success">{accessMessages.helpSuccess}</StatusMessage> : null}
          {result && !result.ok && result.formError ? (
            <StatusMessage tone="error">{result.formError}</StatusMessage>
          ) : null}
          <div className="flex justify-end">
            <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
              Submit
            </BusyButton>
          </div>
        </Form>
      </section>
      <aside aria-labelledby="contact-us-heading" className="card p-6" id="contact-us">
        <h2 id="contact-us-heading" className="text-xl font-bold text-brand-900">
          Contact Us
        </h2>
        <div className="mt-3">
          <CustomerServiceContacts headingLevel={3} />
        </div>
      </aside>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Help & Support | PayGPA | Guam Power Authority" }];
