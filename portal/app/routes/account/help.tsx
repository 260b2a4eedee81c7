/**
 * Help & Support (spec 001 §2, §3): the Customer Feedback form (first name, last name, e-mail and
 * message required; contact type TECHNICAL or COMPLAINT), sent by the BFF to billing as a customer
 * contact; and the Contact Us list.
 */
import { accessMessages, HelpRequest } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { type HelpAnswer, HelpFeedbackForm, parseHelp } from "./help/help-form";
import { issuesByField } from "../../lib/issues";
import { CustomerServiceContacts } from "../../components/site";
import { BffError } from "../../lib/bff.server";
import { replyToRefusal } from "../../lib/refusal.server";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireCustomer(request, context.bff);
  const accounts = [...session.postpaid, ...session.prepaid].map((account) => account.AccountID);
  return { accounts };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  const submission = parseHelp(await request.formData());
  if (submission.status !== "success") {
    return data<HelpAnswer>({ ok: false, result: submission.reply() }, 400);
  }
  const someAccount = session.postpaid[0]?.AccountID || session.prepaid[0]?.AccountID || "";
  const parsed = v.safeParse(HelpRequest, {
    ...submission.value,
    cis_division: "GPA",
    accountId: submission.value.accountId || someAccount,
    personId: session.personId,
  });
  if (!parsed.success) {
    return data<HelpAnswer>(
      { ok: false, result: submission.reply({ fieldErrors: issuesByField(parsed.issues) }) },
      400,
    );
  }
  try {
    await context.bff.call("helpAndSupport", parsed.output, { token });
    return data<HelpAnswer>({ ok: true, result: submission.reply({ resetForm: true }) });
  } catch (error) {
    if (error instanceof BffError && error.status === 401) throw await toGuardFailure(request, error);
    // Any other failure, a bug included, reads 'help failed' (the form keeps what was typed).
    const words = { unavailable: accessMessages.helpFailed, refused: accessMessages.helpFailed };
    const result =
      error instanceof BffError
        ? replyToRefusal(submission, error, words)
        : submission.reply({ formErrors: [accessMessages.helpFailed] });
    const byField = Object.keys(result.error ?? {}).some((name) => name !== "");
    return data<HelpAnswer>({ ok: false, result }, byField ? 400 : 200);
  }
}

export default function HelpPage() {
  const { accounts } = useLoaderData<typeof loader>();
  const answer = useActionData<HelpAnswer>();

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="feedback-heading" className="card p-6">
        <h1 id="feedback-heading" className="text-2xl font-bold text-brand-900">
          Customer Feedback
        </h1>
        <p className="mt-1 text-slate-700">
          Tell us about a technical problem or a complaint. We will get back to you.
        </p>
        <HelpFeedbackForm accounts={accounts} answer={answer} />
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
