import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { downloadAgreementForm } from "../../features/payment-arrangement/agreement-pdf";
import { loadCases } from "../../features/payment-arrangement/arrangement.server";
import { StatusMessage } from "../../ui/forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { awaiting } = await loadCases(request, context);
  return { cases: awaiting, download: new URL(request.url).searchParams.get("download") === "1" };
}

/** One agreement form per case awaiting it, downloaded at once, then on to step 4 after about 1 second. */
export default function CaseForm() {
  const { cases, download } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!download || started.current) return;
    started.current = true;
    (async () => {
      for (const entry of cases) await downloadAgreementForm(entry, new Date());
      setDone(true);
      setTimeout(() => navigate("/payment-arrangement/print-sign-send"), 1000);
    })().catch((error: unknown) => console.error("The agreement form could not be made:", error));
  }, [cases, download, navigate]);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-3 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Payment Arrangement Agreement Form</h1>
      <StatusMessage tone="info">
        {done ? "Your form has been downloaded." : "Preparing your Payment Arrangement Agreement Form..."}
      </StatusMessage>
      <ul className="list-disc pl-6">
        {cases.map((entry) => (
          <li key={entry.caseId}>
            <button
              type="button"
              className="underline"
              onClick={() => downloadAgreementForm(entry, new Date())}
            >
              Download the form of case {entry.caseId}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/payment-arrangement/print-sign-send" className="button-primary">
        Continue
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Agreement Form | Payment Arrangement | PayGPA" }];
