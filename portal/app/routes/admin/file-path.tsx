import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { ADMIN_LEVELS, UpdateFilePathRequest, adminMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { replyToRefusal } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";
import { MessageDialog } from "../../ui/dialogs";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";

const parseFilePath = (formData: FormData) =>
  parseWithValibot(formData, { schema: UpdateFilePathRequest, disableAutoCoercion: true });

type FilePathAnswer = { result: SubmissionResult<string[]>; outcome?: { ok: boolean; message: string } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, {
    levels: ADMIN_LEVELS.paymentArrangementUploadPath,
  });
  const answer = await context.bff.call("getFilePath", undefined, { token });
  return { path: answer.data[0]?.path ?? "" };
}

/** Submit (spec 000 §2, §5, §8): a path inside the upload root, created if missing. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, {
    levels: ADMIN_LEVELS.paymentArrangementUploadPath,
  });
  const submission = parseFilePath(await request.formData());
  if (submission.status !== "success")
    return data<FilePathAnswer>({ result: submission.reply() }, { status: 400 });
  try {
    const answer = await context.bff.call("updateFilePath", submission.value, { token });
    const ok = answer.result === "Success";
    return data<FilePathAnswer>({
      result: submission.reply({ resetForm: ok }),
      outcome: { ok, message: ok ? adminMessages.filePathUpdated : adminMessages.filePathFailed },
    });
  } catch (error) {
    return data<FilePathAnswer>({
      // A refused path: the spec's failure message (000 §8) for the form, and why under the field.
      result: replyToRefusal(submission, error, {
        unavailable: adminMessages.filePathFailed,
        messageWithFields: true,
      }),
    });
  }
}

export default function FilePathScreen() {
  const { path } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [outcome, setOutcome] = useState<FilePathAnswer["outcome"]>(undefined);
  useEffect(() => setOutcome(answer?.outcome), [answer]);
  const [form, fields] = useForm({
    id: "file-path",
    lastResult: navigation.state === "idle" ? answer?.result : undefined,
    onValidate: ({ formData }) => parseFilePath(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="file-path-heading" className="card max-w-2xl space-y-4 p-6">
      <h1 id="file-path-heading" className="text-2xl font-bold text-brand-900">
        Update Payment Arrangement File Path
      </h1>
      <div>
        <p className="text-sm font-semibold text-slate-800">Current Path</p>
        <p className="mt-1 break-all font-mono text-slate-900" data-testid="current-file-path">
          {path}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field field={fields.file_path} label="New Path" />
        {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
        <BusyButton
          busy={navigation.state === "submitting"}
          busyText="Please wait..."
          className="button-primary"
        >
          Submit
        </BusyButton>
      </Form>
      <MessageDialog
        open={Boolean(outcome)}
        onClose={() => setOutcome(undefined)}
        tone={outcome?.ok ? "success" : "error"}
        message={outcome?.message ?? ""}
      />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Update Payment Arrangement File Path | PayGPA Admin" }];
