import { arrangementMessages } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { loadCases, uploadSignedForm } from "../../features/payment-arrangement/arrangement.server";
import { SignedFormRow } from "../../features/payment-arrangement/signed-form-row";
import { ArrangementSteps } from "../../features/payment-arrangement/stepper";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { toGuardFailure } from "../../lib/session.server";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { Table } from "../../ui/table";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { details, awaiting } = await loadCases(request, context);
  return { caseNumbers: details.cases.map((entry) => entry.caseId), awaiting };
}

type UploadAnswer = { ok: true; errors: [] } | { ok: false; errors: string[] };

/** Every case awaiting its form must have a file (spec 002 §5); each is sent to the BFF, which checks it. */
export async function action({ request, context }: ActionFunctionArgs): Promise<UploadAnswer> {
  const { token, awaiting } = await loadCases(request, context);
  const form = await request.formData();
  const files = awaiting.map((entry) => ({ entry, file: form.get(`form-${entry.customerContactId}`) }));
  if (files.some(({ file }) => !(file instanceof File) || file.size === 0)) {
    return { ok: false, errors: [arrangementMessages.uploadAllForms] };
  }
  const errors: string[] = [];
  for (const { entry, file } of files) {
    try {
      await uploadSignedForm(context.bff, token, entry.customerContactId, file as File);
    } catch (error) {
      if (error instanceof BffUnauthorized || !(error instanceof BffError))
        throw await toGuardFailure(request, error);
      errors.push(`(${entry.caseId}) ${Object.values(error.fields)[0]?.[0] ?? error.message}`);
    }
  }
  return errors.length > 0
    ? { ok: false, errors: [arrangementMessages.uploadFailed, ...errors] }
    : { ok: true, errors: [] };
}

export default function PrintSignSend() {
  const { caseNumbers, awaiting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const uploading = useNavigation().state === "submitting";
  const navigate = useNavigate();
  useLeaveWarning(uploading);
  useEffect(() => {
    if (!answer?.ok) return;
    const timer = setTimeout(() => navigate("/dashboard"), 2000);
    return () => clearTimeout(timer);
  }, [answer, navigate]);
  return (
    <ArrangementSteps title="Step 4: PRINT, SIGN and SEND Agreement Form within Ten (10) Business Days">
      <p>Your application is approved upon receipt of your signed Payment Arrangement Agreement Form.</p>
      <div>
        <h3 className="font-semibold">Case number(s)</h3>
        <ul className={caseNumbers.length > 5 ? "columns-2 sm:columns-3" : ""}>
          {caseNumbers.map((caseId) => (
            <li key={caseId}>{caseId}</li>
          ))}
        </ul>
      </div>
      <p>
        A confirmation e-mail was sent to your e-mail address. If you do not receive it within 2 business
        days, please contact GPA Customer Service.
      </p>
      <Link to="/payment-arrangement/case-form?download=1" className="underline">
        Download the Payment Arrangement Agreement Form again
      </Link>
      <p>
        Return the signed form by uploading it below, by mail, or at the drop box of one of our three customer
        service offices.
      </p>
      <StatusMessage tone="warning">
        Failing to complete this process nullifies your application, and the whole arrangement balance will be
        put on your next statement.
      </StatusMessage>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <p className="text-sm text-slate-700">
          PDF and most image files are accepted; the barcode of the form must be in the image.
        </p>
        <Table
          caption="Signed forms"
          captionHidden
          cards
          columns={[{ label: "Case #" }, { label: "Account #" }, { label: "Signed form" }]}
        >
          {awaiting.map((entry) => (
            <SignedFormRow key={entry.customerContactId} entry={entry} />
          ))}
        </Table>
        {answer ? (
          <StatusMessage tone={answer.ok ? "success" : "error"} className="whitespace-pre-line">
            {answer.ok ? arrangementMessages.uploadSucceeded : answer.errors.join("\n")}
          </StatusMessage>
        ) : null}
        <div className="flex justify-between gap-3">
          <Link to="/dashboard" className="button-secondary">
            Cancel
          </Link>
          <BusyButton busy={uploading} busyText="Please wait..." className="button-primary">
            Submit
          </BusyButton>
        </div>
      </Form>
    </ArrangementSteps>
  );
}

/** The browser warns before leaving while an upload runs (spec 002 §4). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}

export const meta: MetaFunction = () => [{ title: "Print, Sign and Send | Payment Arrangement | PayGPA" }];
