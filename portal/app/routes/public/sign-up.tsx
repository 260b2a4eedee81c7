/**
 * Sign-up (spec 001 §2, §4, §5), three steps: My Account Number, My Account Details (masked name,
 * billing zip, 'Confirm Your Address'), My Login Details; then the success screen. The BFF keeps
 * the sign-up's state (a ticket) and re-checks every rule; this page only shapes the forms.
 */
import { isLoginDisabled, messages } from "@paygpa/bff/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { StatusMessage } from "../../ui/forms";
import { PublicHeader, SiteFooter } from "../../components/site";
import { LoginDetailsStep } from "../../features/sign-up/login-details-step";
import type { Address, Phones, SignUpActionData, Ticket } from "../../features/sign-up/sign-up-form";
import { AccountStep, ConfirmAddressDialog, SampleBillDialog, ZipStep } from "../../features/sign-up/steps";
import { SuccessScreen } from "../../features/sign-up/success-screen";
import { BffError, bffFor } from "../../lib/bff.server";
import { signUpAction } from "../../features/sign-up/sign-up-steps.server";

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

export async function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(context, await request.formData());
}

// -- the page ---------------------------------------------------------------------------------

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
      <ConfirmAddressDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        address={address}
        onCancel={cancel}
        onProceed={() => {
          setConfirmOpen(false);
          setStep(3);
        }}
      />
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign Up | PayGPA | Guam Power Authority" }];
