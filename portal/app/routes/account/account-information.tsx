/**
 * Account Information, the older overview (spec 002 §2 'Other dashboard screens'): an account
 * selector when there is more than one account (text cut to about 42 characters), the latest bill
 * (bill date, total amount due, due date), Pay Now to /paynow, the 12-month chart, and the contact
 * information with the premise and the mailing address.
 */
import { dashboardMessages, messages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { formatMoney, orNotAvailable, truncateText } from "../../lib/format";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { SelectInput } from "../../ui/choices";
import { StatusMessage } from "../../ui/forms";

const ConsumptionBody = lazy(() =>
  import("../../features/account/dialogs/consumption-dialog").then((m) => ({ default: m.ConsumptionBody })),
);

/** A call whose failure leaves its box empty with the catalogue's text instead of failing the screen. */
async function orFailure<T>(request: Request, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized)
      throw await toGuardFailure(request, error);
    return null;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  const accounts = [
    ...session.postpaid.map((account) => ({ ...account, kind: "postpaid" as const })),
    ...session.prepaid.map((account) => ({ ...account, kind: "prepaid" as const })),
  ];
  const wanted = new URL(request.url).searchParams.get("account");
  const account = accounts.find((candidate) => candidate.AccountID === wanted) ?? accounts[0];
  if (!account) throw await toGuardFailure(request, new BffUnauthorized(401, "NO_ACCOUNT", ""));
  const { call } = context.bff;
  const accountId = account.AccountID;
  const [line, contact] = await Promise.all([
    orFailure(request, async () =>
      account.kind === "postpaid"
        ? (await call("userLatestBill", { accountId }, { token })).result
        : (await call("prepaidDetails", { accountId }, { token })).result,
    ),
    orFailure(
      request,
      async () =>
        (await call("userDetailsEditAccount", { personID: session.personId }, { token })).result.profile,
    ),
  ]);
  return {
    options: accounts.map((candidate) => ({
      value: candidate.AccountID,
      label: truncateText(`${candidate.AccountID} - ${candidate.PremiseInfo}`),
    })),
    account: { accountId, kind: account.kind, premise: account.PremiseInfo },
    line,
    contact,
  };
}

export default function AccountInformation() {
  const { options, account, line, contact } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">Account Information</h1>
      {options.length > 1 ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <SelectInput label="Account" name="account" defaultValue={account.accountId} options={options} />
          <button type="submit" className="button-secondary">
            Show Account
          </button>
        </Form>
      ) : null}
      <section aria-labelledby="latest-bill-heading" className="card p-5">
        <h2 id="latest-bill-heading" className="text-lg font-bold text-brand-900">
          Account {account.accountId}
        </h2>
        {line ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <Detail label="Bill Date" value={orNotAvailable(line.billDate)} />
            <Detail label="Total Amount Due" value={formatMoney(line.amount)} />
            <Detail label="Due Date" value={line.isDueNow ? "Due Now" : orNotAvailable(line.dueDate)} />
          </dl>
        ) : (
          <StatusMessage tone="error" className="mt-3">
            {messages.serverErrorTryAgain}
          </StatusMessage>
        )}
        <Link to="/paynow" className="button-primary mt-4 inline-block">
          Pay Now
        </Link>
      </section>
      <section aria-labelledby="usage-heading" className="card p-5">
        <h2 id="usage-heading" className="mb-3 text-lg font-bold text-brand-900">
          {account.kind === "prepaid" ? "Daily Usage" : "12-Month Usage"}
        </h2>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <ConsumptionBody accountId={account.accountId} prepaid={account.kind === "prepaid"} />
        </Suspense>
      </section>
      <section aria-labelledby="contact-heading" className="card p-5">
        <h2 id="contact-heading" className="text-lg font-bold text-brand-900">
          Contact Information
        </h2>
        {contact ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Detail label="Name" value={contact.fullName} />
            <Detail label="Email" value={contact.emailAddress || "N/A"} />
            <Detail label="Mobile Phone" value={contact.mobilePhone || "N/A"} />
            <Detail label="Home Phone" value={contact.homePhone || "N/A"} />
            <Detail label="Premise Address" value={account.premise} />
            <Detail
              label="Mailing Address"
              value={`${contact.addressLine1}, ${contact.city}, ${contact.state} ${contact.postal}`}
            />
          </dl>
        ) : (
          <StatusMessage tone="error" className="mt-3">
            {dashboardMessages.profileServerError}
          </StatusMessage>
        )}
      </section>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Information | PayGPA | Guam Power Authority" }];
