import { isPayNowDisabled, newIdempotencyKey } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AcceptedCards, GpaLogo } from "../../components/brand";
import { SiteFooter } from "../../components/site";
import { CustomerInformationStep, EnterPaymentStep, ValidationStep } from "./paynow/step-forms";
import type { PayNowPage } from "./paynow/paynow-answers";
import { BffError, type PortalBff } from "../../lib/bff.server";
import { startHostedCheckout, validateCustomer } from "./paynow/step-actions.server";
import {
  commitQuickPay,
  forgetQuickPay,
  readQuickPay,
} from "../../features/quick-pay/quick-pay-cookie.server";

const STEPS = ["Customer Information", "Validation", "Enter Payment"] as const;

async function payNowDisabled(bff: PortalBff): Promise<boolean> {
  try {
    return isPayNowDisabled(await bff.call("systemMaintenance", undefined));
  } catch (error) {
    if (error instanceof BffError) return false;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PayNowPage> {
  // Quick pay is blocked entirely while its maintenance flag is set (spec 002 §4).
  if (await payNowDisabled(context.bff)) throw redirect("/");
  const url = new URL(request.url);
  const quickPay = await readQuickPay(request);
  const asked = Number(url.searchParams.get("step") ?? "1");
  const step = !quickPay ? 1 : asked === 3 && quickPay.confirmed ? 3 : asked >= 2 ? 2 : 1;
  return {
    step,
    account: step > 1 ? (quickPay?.account ?? null) : null,
    prefillAccountId: (url.searchParams.get("accountId") ?? "").replace(/\D/g, "").slice(0, 10),
    // One hosted checkout per opening of step 3: a repeated Continue gets the same invoice back.
    paymentKey: step === 3 ? newIdempotencyKey() : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "validate") return validateCustomer(request, context, formData);

  const quickPay = await readQuickPay(request);
  if (!quickPay) return redirect("/paynow");

  if (intent === "confirm") {
    const cookie = await commitQuickPay(request, { ...quickPay, confirmed: true });
    return redirect("/paynow?step=3", { headers: { "Set-Cookie": cookie } });
  }
  if (intent === "back-to-1") {
    return redirect("/paynow", { headers: { "Set-Cookie": await forgetQuickPay(request) } });
  }
  if (intent === "back-to-2") {
    const cookie = await commitQuickPay(request, { ...quickPay, confirmed: false });
    return redirect("/paynow?step=2", { headers: { "Set-Cookie": cookie } });
  }
  if (intent === "pay") return startHostedCheckout(request, context, quickPay, formData);
  return redirect("/paynow");
}

export default function QuickPay() {
  const { step } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link to="/">
            <GpaLogo className="h-10 w-auto" tone="light" />
            <span className="sr-only">, home</span>
          </Link>
          <AcceptedCards className="h-8 w-auto" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Quick Pay</h1>
        <ol className="mt-4 grid grid-cols-3 gap-2 text-sm" aria-label="Steps">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === step ? "step" : undefined}
              className={`rounded-md border px-3 py-2 ${
                index + 1 === step
                  ? "border-brand-700 bg-brand-50 font-semibold text-brand-900"
                  : "border-slate-300 text-slate-600"
              }`}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <div className="card mt-6 p-6">
          {step === 1 ? <CustomerInformationStep /> : step === 2 ? <ValidationStep /> : <EnterPaymentStep />}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${STEPS[(data?.step ?? 1) - 1]} - Quick Pay | PayGPA | Guam Power Authority` },
];
