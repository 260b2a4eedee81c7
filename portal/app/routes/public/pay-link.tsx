/**
 * The page an e-mailed payment link opens (beyond the spec: card numbers stay off the phone): what the GPA clerk set up on the phone
 * (the accounts and amounts, the name masked), and Pay Now, which opens the gateway's hosted payment
 * page for exactly that. The BFF decides whether the link still pays (single use, 24 hours).
 */
import { type PayLinkResponse, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GpaLogo } from "../../components/brand";
import { SiteFooter } from "../../components/site";
import { HostedCheckoutForm } from "../../features/quick-pay/hosted-checkout-form";
import { BffError, BffUnavailable } from "../../lib/bff.server";
import { formatMoney } from "../../lib/format";
import { commitPayLink } from "../../features/pay-link/pay-link-cookie.server";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

function refusalMessage(error: unknown): string {
  if (error instanceof BffUnavailable || !(error instanceof BffError)) return messages.serverErrorTryAgain;
  return error.message;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    const link: PayLinkResponse = await context.bff.call("payLink", { token: params.token ?? "" });
    return { link, message: null };
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return { link: null, message: refusalMessage(error) };
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  try {
    const checkout = await context.bff.call("payLinkCheckout", { token });
    return data(
      { checkout: { action: checkout.paymentPageUrl, fields: checkout.fields }, message: null },
      { headers: { "Set-Cookie": await commitPayLink(request, token) } },
    );
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return data({ checkout: null, message: refusalMessage(error) }, { status: error.status || 500 });
  }
}

export default function PayLinkPage() {
  const { link, message } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const refusal = answer?.message ?? message;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto max-w-3xl px-4 py-3">
          <GpaLogo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Pay Your GPA Bill</h1>
        {refusal ? <StatusMessage tone="error">{refusal}</StatusMessage> : null}
        {link ? (
          <>
            <p>{`Customer: ${link.customerName}`}</p>
            <Table
              caption="Review Your Order"
              columns={[{ label: "Account No." }, { label: "Amount", numeric: true }]}
              footer={
                <tr>
                  <RowHeader>Total Amount</RowHeader>
                  <Cell numeric>{formatMoney(Number(link.total))}</Cell>
                </tr>
              }
            >
              {link.accounts.map((line) => (
                <tr key={line.accountId} className="border-b">
                  <RowHeader>{line.accountId}</RowHeader>
                  <Cell numeric>{formatMoney(Number(line.amount))}</Cell>
                </tr>
              ))}
            </Table>
            <p className="text-sm text-slate-700">
              {`This link can be used for one payment until ${new Date(link.expiresAt).toLocaleString("en-US")}.`}
            </p>
            <Form method="post">
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Pay Now
              </BusyButton>
            </Form>
          </>
        ) : null}
        {answer?.checkout ? (
          <HostedCheckoutForm action={answer.checkout.action} fields={answer.checkout.fields} />
        ) : null}
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Pay Your GPA Bill" },
  { name: "robots", content: "noindex" },
];
