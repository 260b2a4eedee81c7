import { type CustomerInformation, messages } from "@paygpa/contract";
import * as Tabs from "@radix-ui/react-tabs";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense, useMemo } from "react";
import { PostpaidAccountsTable, PrepaidAccountsTable } from "../../features/account/account-tables";
import { PayCart } from "../../features/dashboard-pay/pay-cart";
import { PaymentArrangementButton } from "../../features/payment-arrangement/arrangement-button";
import { StatusMessage } from "../../ui/forms";
import { isCashOnly } from "../../features/account/account-rows";
import { loadOverview } from "../../features/account/accounts.server";
import { useSettled } from "./overview/use-settled";
import { redirectToLogin, requireCustomer } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  // A customer without any account has nothing to see here (spec 002 §4: back to login).
  if (session.postpaid.length === 0 && session.prepaid.length === 0) throw await redirectToLogin(request);

  // One BFF call for the whole screen, streamed: the page shows 'Loading...' rows, the username
  // greeting and an empty button slot until the BFF's answer is in (spec 002 §4); the BFF takes
  // the accounts from the session and asks billing once per account.
  const overview = loadOverview(context.bff, token, session);
  const postpaid = overview.then((loaded) => loaded.tables.postpaid);
  const prepaid = overview.then((loaded) => loaded.tables.prepaid);
  const anyCashOnly = overview.then((loaded) =>
    [...loaded.tables.postpaid, ...loaded.tables.prepaid].some(isCashOnly),
  );
  const customer = overview.then((loaded) => loaded.customer);
  const arrangement = overview.then((loaded) => loaded.arrangement);
  return {
    username: session.username,
    hasPostpaid: session.postpaid.length > 0,
    hasPrepaid: session.prepaid.length > 0,
    postpaidCount: session.postpaid.length,
    prepaidCount: session.prepaid.length,
    customer,
    postpaid,
    prepaid,
    anyCashOnly,
    arrangement,
    // The BFF's flag, in the first HTML: the commercial notice is painted with the page (spec 002 §1, §6).
    commercialCustomer: session.commercialCustomer,
  };
}

export default function AccountOverview() {
  const {
    username,
    hasPostpaid,
    hasPrepaid,
    postpaidCount,
    prepaidCount,
    customer,
    postpaid,
    prepaid,
    anyCashOnly,
    arrangement,
    commercialCustomer,
  } = useLoaderData<typeof loader>();
  const customerEmail = useSettled(
    useMemo(() => customer.then((settled) => settled?.emailAddress?.trim() ?? ""), [customer]),
    "",
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Hi,{" "}
          <Suspense fallback={username}>
            <Await resolve={customer} errorElement={username}>
              {(settled) => settled?.fullName || username}
            </Await>
          </Suspense>
        </h1>
        <p className="mt-1 text-slate-700">Account Overview</p>
      </div>
      <PaymentArrangementButton answer={arrangement} commercialNotice={commercialCustomer} />

      <Suspense fallback={null}>
        <Await resolve={anyCashOnly} errorElement={null}>
          {(cashOnly) =>
            cashOnly ? (
              <StatusMessage tone="error" className="text-base">
                {messages.cashOnlyNotice}
              </StatusMessage>
            ) : null
          }
        </Await>
      </Suspense>

      <PayCart customerEmail={customerEmail}>
        <section aria-label="Your accounts" className="min-w-0">
          {hasPostpaid && hasPrepaid ? (
            // Prepaid accounts take precedence on first load (spec 002 §4).
            <Tabs.Root defaultValue="prepaid">
              <Tabs.List aria-label="Account types" className="flex gap-1 border-b border-slate-300">
                <AccountTab value="postpaid">Postpaid Accounts</AccountTab>
                <AccountTab value="prepaid">Prepaid Accounts</AccountTab>
              </Tabs.List>
              <Tabs.Content value="postpaid" className="pt-4">
                <PostpaidAccountsTable title="Postpaid Accounts" rows={postpaid} expected={postpaidCount} />
              </Tabs.Content>
              <Tabs.Content value="prepaid" className="pt-4">
                <PrepaidAccountsTable title="Prepaid Accounts" rows={prepaid} expected={prepaidCount} />
              </Tabs.Content>
            </Tabs.Root>
          ) : hasPrepaid ? (
            <>
              <h2 className="mb-3 text-lg font-bold text-brand-900">Prepaid Accounts</h2>
              <PrepaidAccountsTable title="Prepaid Accounts" rows={prepaid} expected={prepaidCount} />
            </>
          ) : (
            <>
              <h2 className="mb-3 text-lg font-bold text-brand-900">Postpaid Accounts</h2>
              <PostpaidAccountsTable title="Postpaid Accounts" rows={postpaid} expected={postpaidCount} />
            </>
          )}
        </section>
      </PayCart>

      <Suspense fallback={<CustomerInformationBox customer={undefined} />}>
        <Await resolve={customer} errorElement={<CustomerInformationBox customer={null} />}>
          {(settled) => <CustomerInformationBox customer={settled} />}
        </Await>
      </Suspense>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Overview | PayGPA | Guam Power Authority" }];

function AccountTab({ value, children }: { value: string; children: string }) {
  return (
    <Tabs.Trigger
      value={value}
      className="-mb-px rounded-t-md border border-transparent px-4 py-2.5 font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-900"
    >
      {children}
    </Tabs.Trigger>
  );
}

/** `undefined` while the person's details are on their way, `null` when they did not load. */
function CustomerInformationBox({ customer }: { customer: CustomerInformation | null | undefined }) {
  const details: Array<[string, string | null]> = [
    ["Name", customer?.fullName ?? null],
    ["Home Phone", customer?.homePhone ?? null],
    ["Mobile Phone", customer?.mobilePhone ?? null],
    ["Work Phone", customer?.workPhone ?? null],
    ["Email", customer?.emailAddress ?? null],
  ];
  return (
    <section aria-labelledby="customer-information-heading" className="card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-information-heading" className="text-lg font-bold text-brand-900">
          Customer Information
        </h2>
        <Link to="/dashboard/edit-account" className="button-secondary">
          Edit Account
        </Link>
      </div>
      {customer === undefined ? (
        <p role="status" className="sr-only">
          Loading...
        </p>
      ) : null}
      {customer !== null ? (
        // While loading, the same labels over empty lines: the details arriving move nothing.
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-5">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">
                {customer === undefined ? "\u00a0" : value?.trim() ? value : "N/A"}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <StatusMessage tone="error" className="mt-3">
          {messages.serverErrorTryAgain}
        </StatusMessage>
      )}
    </section>
  );
}
