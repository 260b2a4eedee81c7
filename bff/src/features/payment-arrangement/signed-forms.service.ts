/**
 * The signed agreement forms (issue 13 point 5): accepted by their content (magic bytes), never by
 * their name; checked by the barcode they carry; stored under the admin's file path inside the
 * upload root as CASE-{caseId}_ACCT-{accountId}-{timestamp}.{ext} (spec 002 §5); their metadata sent
 * to billing (payment-arr-update-details), which moves the case out of '10'.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { arrangementMessages, type ErrorCode, MAX_SIGNED_FORM_BYTES } from "@paygpa/contract";
import { AppError, forbidden } from "../../platform/http/errors";
import type { Services } from "../../services";
import { arrangementUploadFolder } from "../upload-path";
import { AWAITING_SIGNED_FORM, signedFormFileName } from "./arrangement-rules";
import { insertForm, updateDraft } from "./arrangement.repository";
import type { ArrangementServices } from "./eligibility.service";
import { barcodesOfForm } from "./form-barcode";

/** What a signed form may be, by its content: PDF and the common images (issue 13 point 5). */
const ACCEPTED_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/tiff",
  "image/heic",
  "image/heif",
]);

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
  size: number;
}

/**
 * The folder signed forms go to: the back office's file path (spec 000 §2 'Payment Arrangement
 * Upload Path'), which is kept inside `PAYGPA_ARRANGEMENT_UPLOAD_ROOT`, or that root until staff set one.
 */
export async function signedFormsDirectory(services: Pick<Services, "config" | "db">): Promise<string> {
  const root = path.resolve(services.config.arrangementUploadRoot);
  const directory = path.resolve(await arrangementUploadFolder(services));
  // The setting is checked when staff save it; a path that leaves the root anyway is never used.
  return directory === root || directory.startsWith(`${root}${path.sep}`) ? directory : root;
}

const refused = (code: ErrorCode, message: string) =>
  new AppError(400, code, message, { fields: { pdf: [message] } });

/** The file's type by its magic bytes; refused when it is not a PDF or an accepted image. */
export async function acceptedTypeOf(file: UploadedFile): Promise<{ mime: string }> {
  if (file.size === 0) throw refused("NO_FILE", arrangementMessages.chooseFile);
  if (file.size > MAX_SIGNED_FORM_BYTES) throw refused("FILE_TOO_LARGE", arrangementMessages.fileTooLarge);
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ACCEPTED_TYPES.has(type.mime))
    throw refused("FILE_NOT_ACCEPTED", arrangementMessages.fileNotAccepted);
  return { mime: type.mime };
}

/**
 * Writes the file under a name that does not exist yet (never over an earlier upload): the same
 * case uploaded twice within one millisecond gets the next millisecond's name.
 */
async function storeNewFile(
  directory: string,
  file: UploadedFile,
  nameAt: (timestamp: number) => string,
  timestamp: number,
): Promise<{ fileName: string; storedPath: string }> {
  for (let attempt = 0; ; attempt++) {
    const fileName = nameAt(timestamp + attempt);
    const storedPath = path.join(directory, fileName);
    try {
      await writeFile(storedPath, file.buffer, { flag: "wx" });
      return { fileName, storedPath };
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST" || attempt >= 50) throw error;
    }
  }
}

type UploadServices = ArrangementServices & Pick<Services, "config">;

/**
 * The customer's own case of that customer contact, from billing's cases of their accounts (a case of
 * the draft, or one opened earlier); another customer's is a 403. Checked before the file is read
 * (the upload's admission) and again when it is stored.
 */
export async function ownCaseOf(
  services: Pick<ArrangementServices, "billing">,
  customer: { accountIds: readonly string[] },
  customerContactId: string,
) {
  const cases = await services.billing.cases([...customer.accountIds]);
  const found = cases.find((entry) => entry.customerContactId === customerContactId);
  if (!found) throw forbidden();
  return found;
}

/** payment-arr-update-details: one signed form for one of the customer's cases awaiting it. */
export async function uploadSignedForm(
  services: UploadServices,
  customer: { personId: string; accountIds: readonly string[] },
  request: { customerContactId: string; file: UploadedFile | null },
) {
  const { personId } = customer;
  const found = await ownCaseOf(services, customer, request.customerContactId);
  const email = (await services.ccb.financialSummary(found.AccountID)).email ?? "";
  const row = { case_id: found.caseId, account_id: found.AccountID, email_address: email };
  if (found.customerContactStatus !== AWAITING_SIGNED_FORM) {
    throw new AppError(409, "CASE_NOT_AWAITING_FORM", arrangementMessages.caseNotAwaitingForm);
  }
  if (!request.file) throw refused("NO_FILE", arrangementMessages.chooseFile);
  const { mime } = await acceptedTypeOf(request.file);
  const codes = await barcodesOfForm(request.file.buffer, mime);
  // A form carrying only another case's barcode is refused; no readable barcode goes to review.
  if (codes.length > 0 && !codes.includes(row.case_id)) {
    throw refused("WRONG_CASE_BARCODE", arrangementMessages.wrongCaseBarcode);
  }
  const barcodeStatus = codes.length > 0 ? ("matched" as const) : ("needs review" as const);
  const now = services.clock.now();
  const directory = await signedFormsDirectory(services);
  await mkdir(directory, { recursive: true });
  const { fileName, storedPath } = await storeNewFile(
    directory,
    request.file,
    (timestamp) =>
      signedFormFileName({
        caseId: row.case_id ?? "",
        accountId: row.account_id,
        timestamp,
        originalName: request.file?.originalName ?? "",
      }),
    now.getTime(),
  );
  const sha256 = createHash("sha256").update(request.file.buffer).digest("hex");
  const updated = await services.billing.updateDetails({
    customerContactId: request.customerContactId,
    fileName,
    contentType: mime,
    size: request.file.size,
    sha256,
    barcode: codes.includes(row.case_id) ? row.case_id : "",
  });
  await services.db.transaction().execute(async (trx) => {
    await insertForm(trx, {
      id: randomUUID(),
      case_id: row.case_id ?? "",
      account_id: row.account_id,
      person_id: personId,
      customer_contact_id: request.customerContactId,
      email_address: row.email_address,
      file_name: fileName,
      stored_path: storedPath,
      content_type: mime,
      size: request.file?.size ?? 0,
      sha256,
      barcode_status: barcodeStatus,
      review_status: "submitted",
      review_note: null,
      reviewed_by: null,
      reviewed_at: null,
      uploaded_at: now.toISOString(),
    });
    await updateDraft(
      trx,
      { personId, accountId: row.account_id },
      { case_status: updated.customerContactStatus, updated_at: now.toISOString() },
    );
  });
  return { status: "Success" as const, barcodeStatus, fileName };
}
