import { ADMIN_LEVELS } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ReviewForm } from "./arrangement-forms/review-form";
import { BffError } from "../../lib/bff.server";
import { requireAdmin, toGuardFailure } from "../../lib/session.server";
import { Cell, RowHeader, Table } from "../../ui/table";

const STATUSES = ["submitted", "approved", "rejected"] as const;
type ReviewStatus = (typeof STATUSES)[number];

/** The payment-arrangement work queue (decision 018, level 1): uploaded forms, a preview, a review. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, {
    levels: ADMIN_LEVELS.paymentArrangementForms,
  });
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const reviewStatus: ReviewStatus = STATUSES.find((status) => status === asked) ?? "submitted";
  const previewId = url.searchParams.get("preview");
  try {
    const client = context.bff;
    const { forms } = await client.call("paymentArrangementForms", { reviewStatus }, { token });
    const preview =
      previewId && forms.some((form) => form.formId === previewId)
        ? await client.call("paymentArrangementFormFile", { formId: previewId }, { token })
        : null;
    return {
      reviewStatus,
      forms,
      preview: preview && {
        ...preview,
        formId: previewId,
        url: `data:${preview.contentType};base64,${preview.dataBase64}`,
      },
    };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, {
    levels: ADMIN_LEVELS.paymentArrangementForms,
  });
  const data = await request.formData();
  const decision = data.get("decision") === "rejected" ? "rejected" : "approved";
  try {
    await context.bff.call(
      "paymentArrangementFormReview",
      { formId: String(data.get("formId") ?? ""), decision, note: String(data.get("note") ?? "") },
      { token },
    );
    return { error: null };
  } catch (error) {
    if (error instanceof BffError && error.status < 500 && error.status !== 401)
      return { error: error.message };
    throw await toGuardFailure(request, error);
  }
}

export default function ArrangementFormsScreen() {
  const { reviewStatus, forms, preview } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="arrangement-forms-heading" className="card space-y-4 p-6">
      <h1 id="arrangement-forms-heading" className="text-2xl font-bold text-brand-900">
        Arrangement Forms
      </h1>
      <nav aria-label="Review status" className="flex gap-3">
        {STATUSES.map((status) => (
          <Link
            key={status}
            to={`?status=${status}`}
            aria-current={status === reviewStatus ? "page" : undefined}
            className="underline"
          >
            {status === "submitted" ? "To review" : status === "approved" ? "Approved" : "Rejected"}
          </Link>
        ))}
      </nav>
      <Table
        caption="Uploaded agreement forms"
        cards
        columns={[
          { label: "Case #" },
          { label: "Account #" },
          { label: "Uploaded" },
          { label: "Barcode" },
          { label: "File" },
          { label: "Review" },
        ]}
      >
        {forms.map((form) => (
          <tr key={form.formId} className="border-b align-top">
            <RowHeader label="Case #">{form.caseId}</RowHeader>
            <Cell label="Account #">{form.accountId}</Cell>
            <Cell label="Uploaded">{form.uploadedAt.slice(0, 16).replace("T", " ")}</Cell>
            <Cell label="Barcode">
              {form.barcodeStatus === "matched" ? "Barcode matched" : "Needs review"}
            </Cell>
            <Cell label="File" className="break-all">
              <Link to={`?status=${reviewStatus}&preview=${form.formId}`} className="underline">
                Preview {form.fileName}
              </Link>
            </Cell>
            <Cell label="Review">
              <ReviewForm form={form} />
            </Cell>
          </tr>
        ))}
      </Table>
      {forms.length === 0 ? <p>No forms.</p> : null}
      {preview ? (
        <figure aria-label="Preview" className="space-y-2">
          {preview.contentType.startsWith("image/") ? (
            <img
              src={preview.url}
              alt={`Uploaded form ${preview.fileName}`}
              className="max-h-[600px] border"
            />
          ) : null}
          <a href={preview.url} download={preview.fileName} className="underline">
            Download {preview.fileName}
          </a>
        </figure>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Arrangement Forms | PayGPA Admin" }];
