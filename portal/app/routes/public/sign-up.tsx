/**
 * Sign-up (spec 001 §2, §4, §5), three steps: My Account Number, My Account Details (masked name,
 * billing zip, 'Confirm Your Address'), My Login Details; then the success screen. The BFF keeps
 * the sign-up's state (a ticket) and re-checks every rule; this page only shapes the forms.
 */
import { isLoginDisabled, messages, type SignUpStateResponse } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { StatusMessage } from "../../ui/forms";
import { PublicHeader, SiteFooter } from "../../components/site";
import { LoginDetailsStep } from "./sign-up/login-details-step";
import type { Address, SignUpActionData } from "./sign-up/sign-up-form";
import { AccountStep, ConfirmAddressDialog, SIGN_UP_STEPS, SampleBillDialog, ZipStep } from "./sign-up/steps";
import { SuccessScreen } from "./sign-up/success-screen";
import { BffError, type PortalBff } from "../../lib/bff.server";
import { readSignUpTicket } from "./sign-up/sign-up-cookie.server";
import { signUpAction } from "./sign-up/sign-up-steps.server";

/** The ticket's state, or null when there is none or the BFF no longer knows it (expired, used). */
async function ticketState(bff: PortalBff, request: Request): Promise<SignUpStateResponse | null> {
  const ticket = await readSignUpTicket(request);
  if (!ticket) return null;
  try {
    return await bff.call("signUpState", { ticket });
  } catch (error) {
    if (error instanceof BffError && error.status === 410) return null;
    throw error;
  }
}

/**
 * The step is the URL's (`?step=zip`, `?step=details`, `?step=done`), the sign-up's state the BFF's
 * ticket (decision 016): a step the ticket has not reached redirects to the one it has.
 */
async function stepOf(bff: PortalBff, request: Request) {
  const asked = new URL(request.url).searchParams.get("step");
  if (asked === "done") return { step: "done" as const, state: null };
  if (asked !== "zip" && asked !== "details") return { step: "account" as const, state: null };
  const state = await ticketState(bff, request);
  if (!state) throw redirect("/sign-up");
  if (asked === "details" && state.step !== "details") throw redirect("/sign-up?step=zip");
  return { step: asked, state };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const bff = context.bff;
  const sampleBill = new URL(request.url).searchParams.get("dialog") === "sample-bill";
  let disabled = false;
  let questions: { characteristicValue: string; description: string }[] = [];
  try {
    const [flags, list] = await Promise.all([
      bff.call("systemMaintenance", undefined),
      bff.call("securityQuestions", undefined).then((answer) => answer.result),
    ]);
    disabled = isLoginDisabled(flags);
    questions = list;
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
  }
  if (disabled) return { sampleBill, disabled, questions, step: "account" as const, state: null };
  return { sampleBill, disabled, questions, ...(await stepOf(bff, request)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(request, context, await request.formData());
}

// -- the page ---------------------------------------------------------------------------------

export default function SignUpPage() {
  const { sampleBill, disabled, questions, step, state } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [address, setAddress] = useState<Address | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sampleOpen, setSampleOpen] = useState(false);
  useEffect(() => setSampleOpen(sampleBill), [sampleBill]);

  const account = useFetcher<SignUpActionData>({ key: "sign-up-account" });
  const zip = useFetcher<SignUpActionData>({ key: "sign-up-zip" });

  useEffect(() => {
    const answer = zip.data;
    if (zip.state === "idle" && answer?.intent === "zip" && answer.ok && "address" in answer) {
      setAddress(answer.address);
      setConfirmOpen(true);
    }
  }, [zip.data, zip.state]);

  const cancel = () => navigate("/");

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader withFaq />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Sign Up</h1>
        <div className="card mt-4 p-6">
          {disabled ? (
            <StatusMessage tone="warning">{messages.maintenance}</StatusMessage>
          ) : step === "account" ? (
            <AccountStep fetcher={account} onSample={() => setSampleOpen(true)} />
          ) : step === "zip" && state ? (
            <ZipStep
              fetcher={zip}
              maskedName={state.maskedName}
              onBack={() => navigate("/sign-up")}
              onCancel={cancel}
            />
          ) : step === "details" && state?.onFile ? (
            <LoginDetailsStep
              hasEmailOnFile={state.onFile.hasEmailOnFile}
              onFile={state.onFile}
              questions={questions}
              onBack={() => navigate("/sign-up?step=zip")}
              onCancel={cancel}
            />
          ) : (
            <SuccessScreen />
          )}
        </div>
      </main>
      <SampleBillDialog open={sampleOpen} onOpenChange={setSampleOpen} />
      <ConfirmAddressDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        address={address}
        onCancel={cancel}
        onProceed={() => {
          setConfirmOpen(false);
          navigate("/sign-up?step=details");
        }}
      />
      <SiteFooter />
    </div>
  );
}

/** The title names the step (WCAG 2.1 AA): 'My Account Details - Sign Up | PayGPA | …'. */
const STEP_TITLES: Record<string, string> = {
  zip: SIGN_UP_STEPS[1],
  details: SIGN_UP_STEPS[2],
  done: "Done",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${STEP_TITLES[data?.step ?? ""] ?? SIGN_UP_STEPS[0]} - Sign Up | PayGPA | Guam Power Authority`,
  },
];
