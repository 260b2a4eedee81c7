/**
 * The staff work queue of signed forms (decision 018, beyond the original; level 1): the
 * uploaded forms with their barcode check, a preview, and Approve or Reject with a note — audited,
 * the customer told by e-mail, and billing told (an approval records the arrangement as a PA
 * service agreement, a rejection closes the case).
 */
import { fail } from "../../platform/failures";
import { messages } from "@paygpa/contract";
import { readFile } from "node:fs/promises";
import { arrangementMessages, type SignedForm } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { Services } from "../../services";
import { type FormRow, formById, formsInQueue, reviewForm } from "./arrangement.repository";
import type { ArrangementServices } from "./eligibility.service";

function signedFormOf(row: FormRow): SignedForm {
  return {
    formId: row.id,
    caseId: row.case_id,
    accountId: row.account_id,
    customerContactId: row.customer_contact_id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
    barcodeStatus: row.barcode_status,
    reviewStatus: row.review_status,
    reviewNote: row.review_note,
    reviewedBy: row.reviewed_by,
  };
}

export async function signedForms(services: Pick<Services, "db">, reviewStatus?: FormRow["review_status"]) {
  return { forms: (await formsInQueue(services.db, reviewStatus)).map(signedFormOf) };
}

export async function signedFormFile(services: Pick<Services, "db">, formId: string) {
  const row = await formById(services.db, formId);
  if (!row) throw fail.notFound("NOT_FOUND", messages.notFound);
  const data = await readFile(row.stored_path);
  return { fileName: row.file_name, contentType: row.content_type, dataBase64: data.toString("base64") };
}

function decisionMail(row: FormRow, decision: "approved" | "rejected", note: string) {
  const outcome =
    decision === "approved"
      ? "has been approved. The balance will be added in six equal parts to your next six bills."
      : "could not be approved. Please contact GPA Customer Service, or send the signed form again.";
  return {
    kind: `payment-arrangement-${decision}`,
    to: row.email_address,
    subject: `Your payment arrangement, case ${row.case_id}`,
    text: [
      `Your payment arrangement on account ${row.account_id} (case ${row.case_id}) ${outcome}`,
      ...(note ? ["", `Note from GPA: ${note}`] : []),
      "",
      "Guam Power Authority",
    ].join("\n"),
  };
}

/** Approve or Reject once; billing is told first, then the review, the audit and the e-mail are saved. */
export async function reviewSignedForm(
  services: ArrangementServices & Pick<Services, "mailer">,
  admin: { username: string },
  request: { formId: string; decision: "approved" | "rejected"; note: string },
) {
  const row = await formById(services.db, request.formId);
  if (!row) throw fail.notFound("NOT_FOUND", messages.notFound);
  if (row.review_status !== "submitted") {
    throw fail.conflict("FORM_ALREADY_REVIEWED", arrangementMessages.formAlreadyReviewed);
  }
  await services.billing.decideArrangementCase({
    customerContactId: row.customer_contact_id,
    outcome: request.decision,
    note: request.note,
  });
  const at = services.clock.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const first = await reviewForm(trx, row.id, {
      status: request.decision,
      note: request.note,
      by: admin.username,
      at,
    });
    if (!first) throw fail.conflict("FORM_ALREADY_REVIEWED", arrangementMessages.formAlreadyReviewed);
    await recordAudit(trx, {
      at,
      actor: admin.username,
      action: `payment-arrangement-form-${request.decision}`,
      subject: row.case_id,
      details: { formId: row.id, accountId: row.account_id, note: request.note },
    });
    if (row.email_address)
      await services.mailer.queue(decisionMail(row, request.decision, request.note), trx);
  });
  const updated = await formById(services.db, row.id);
  return { form: signedFormOf(updated ?? row) };
}
