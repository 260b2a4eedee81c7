/**
 * AutoPay (beyond the spec; decisions 031, 031): enrol an account to be paid from a saved card —
 * postpaid on each due date (the amount due or a fixed amount), prepaid reloaded below a threshold —
 * after the consent screen; see each payment AutoPay made; stop with one click.
 */
import { autopayMessages, type AutopayPlan, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BffError, BffUnauthorized, type PortalBff } from "../../lib/bff.server";
import { requireCustomer } from "../../lib/session.server";
import { AutopayEnrolments } from "../../features/wallet/autopay-enrolments";
import { ConsentForm, EnrolForm, type TermsShown } from "../../features/wallet/autopay-enrol-form";
import { answerOf, type ActionAnswer } from "../../features/wallet/wallet-answer.server";
import { StatusMessage } from "../../ui/forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  const [{ enrolments }, { cards }, email] = await Promise.all([
    context.bff.call("autopay", undefined, { token }),
    context.bff.call("savedCards", undefined, { token }),
    customerEmail(context.bff, token, session.personId),
  ]);
  // An account whose AutoPay is on is not offered again (WCAG 3.3.7: nothing asked twice).
  const enrolled = new Set(
    enrolments.filter((enrolment) => enrolment.status === "active").map((enrolment) => enrolment.accountId),
  );
  const accounts = [
    ...session.postpaid.map((account) => ({ accountId: account.AccountID, kind: "postpaid" as const })),
    ...session.prepaid.map((account) => ({ accountId: account.AccountID, kind: "prepaid" as const })),
  ].filter((account) => !enrolled.has(account.accountId));
  return { enrolments, cards, accounts, email };
}

/** The e-mail billing has for the customer, to prefill Confirmation Email; empty when billing fails. */
async function customerEmail(bff: PortalBff, token: string, personId: string): Promise<string> {
  try {
    const { result } = await bff.call("userDetailsEditAccount", { personID: personId }, { token });
    return result.profile.emailAddress.trim();
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    return "";
  }
}

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();
const dollars = (formData: FormData, name: string) => Number(text(formData, name).replace(/[$,]/g, "")) || 0;

function planOf(formData: FormData): AutopayPlan {
  const kind = text(formData, "kind");
  if (kind === "fixed") return { kind: "fixed", amount: dollars(formData, "amount") };
  if (kind === "reload") {
    return { kind: "reload", amount: dollars(formData, "amount"), threshold: dollars(formData, "threshold") };
  }
  return { kind: "amount-due" };
}

type TermsAnswer = ActionAnswer & { terms?: TermsShown };

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const formData = await request.formData();
  const intent = text(formData, "intent");
  if (intent === "stop") {
    return answerOf("stop", autopayMessages.stopped, () =>
      context.bff.call("autopayStop", { enrolmentId: text(formData, "enrolmentId") }, { token }),
    );
  }
  if (intent === "enrol") {
    const enrol = JSON.parse(text(formData, "request") || "{}") as TermsShown["request"];
    if (formData.get("consentAccepted") !== "true") {
      return data<ActionAnswer>({ ok: false, intent, message: autopayMessages.consentRequired }, 400);
    }
    return answerOf("enrol", `AutoPay is on for account ${enrol.accountId}.`, () =>
      context.bff.call(
        "autopayEnrol",
        { ...enrol, consentVersion: text(formData, "consentVersion"), consentAccepted: true },
        { token },
      ),
    );
  }
  const shown = {
    accountId: text(formData, "accountId"),
    cardId: text(formData, "cardId"),
    plan: planOf(formData),
    receiptEmail: text(formData, "receiptEmail"),
  };
  try {
    const terms = await context.bff.call(
      "autopayTerms",
      { accountId: shown.accountId, cardId: shown.cardId, plan: shown.plan },
      { token },
    );
    if (!shown.receiptEmail.includes("@")) {
      return data<TermsAnswer>(
        { ok: false, intent, message: "Please enter a valid Confirmation Email.", fields: {} },
        400,
      );
    }
    return data<TermsAnswer>({ ok: true, intent, message: "", terms: { ...terms, request: shown } });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    const first = Object.values(error.fields)[0]?.[0];
    const message = error.status >= 500 ? messages.serverErrorTryAgain : (first ?? error.message);
    return data<TermsAnswer>({ ok: false, intent, message }, error.status);
  }
}

export default function Autopay() {
  const { enrolments, cards, accounts, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as TermsAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const errors = (name: string) => (answer && !answer.ok ? answer.fields?.[name] : undefined);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">AutoPay</h1>
      {answer?.message ? (
        <StatusMessage tone={answer.ok ? "success" : "error"}>{answer.message}</StatusMessage>
      ) : null}
      <AutopayEnrolments enrolments={enrolments} />
      <section aria-labelledby="enrol-heading" className="space-y-3">
        <h2 id="enrol-heading" className="text-lg font-semibold text-brand-900">
          Enrol an account
        </h2>
        {answer?.ok && answer.terms ? (
          <ConsentForm terms={answer.terms} busy={busy} />
        ) : (
          <EnrolForm accounts={accounts} cards={cards} email={email} busy={busy} errors={errors} />
        )}
        <p className="text-sm">
          <Link to="/dashboard/saved-cards" className="inline-flex min-h-6 items-center">
            Saved Cards
          </Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "AutoPay | PayGPA | Guam Power Authority" }];
