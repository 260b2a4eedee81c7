/**
 * The signed agreement forms (decision 018): accepted by their content (magic bytes), never by
 * their name; checked by the barcode they carry; stored under the admin's file path inside the
 * upload root as CASE-{caseId}_ACCT-{accountId}-{timestamp}.{ext} (spec 002 §5); their metadata sent
 * to billing (payment-arr-update-details), which moves the case out of '10'.
 */
import { fail } from "../../platform/failures";
import { messages } from "@paygpa/contract";
import type { ErrorCode } from "@paygpa/contract";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { MAX_SIGNED_FORM_BYTES } from "@paygpa/contract";
import { reEncodeImage, type StoredImageFormat } from "../../platform/images/re-encode";
import { arrangementMessages } from "@paygpa/contract";
import type { Services } from "../../services";
import { arrangementUploadFolder } from "../upload-path";
import { AWAITING_SIGNED_FORM, signedFormFileName } from "./arrangement-rules";
import { insertForm, updateDraft } from "./arrangement.repository";
import type { ArrangementServices } from "./eligibility.service";
import { barcodesOfForm } from "./form-barcode";

/**
 * What a signed form may be, by its content: a PDF, or an image the server decodes and encodes again
 * before storing it (decision 024). HEIC is not among them: the image library's prebuilt decoder does
 * not read it.
 */
const ACCEPTED_IMAGES: Record<string, StoredImageFormat> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/tiff": "tiff",
};

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
  fail.invalidInput(code, message, { fields: { pdf: [message] } });

/**
 * The file's type by its magic bytes, and the bytes to store: a PDF as it came, an image as the
 * server encoded it again (decision 024). Refused when it is neither, or an image that does not decode.
 */
export async function acceptedFormOf(file: UploadedFile): Promise<{ mime: string; bytes: Buffer }> {
  if (file.size === 0) throw refused("NO_FILE", arrangementMessages.chooseFile);
  if (file.size > MAX_SIGNED_FORM_BYTES) throw refused("FILE_TOO_LARGE", arrangementMessages.fileTooLarge);
  const type = await fileTypeFromBuffer(file.buffer);
  if (type?.mime === "application/pdf") return { mime: type.mime, bytes: file.buffer };
  const format = type ? ACCEPTED_IMAGES[type.mime] : undefined;
  const image = type && format ? await reEncodeImage(file.buffer, format) : null;
  if (!type || !image) throw refused("FILE_NOT_ACCEPTED", arrangementMessages.fileNotAccepted);
  return { mime: type.mime, bytes: image.bytes };
}

/**
 * Writes the file under a name that does not exist yet (never over an earlier upload): the same
 * case uploaded twice within one millisecond gets the next millisecond's name.
 */
async function storeNewFile(
  directory: string,
  bytes: Buffer,
  nameAt: (timestamp: number) => string,
  timestamp: number,
): Promise<{ fileName: string; storedPath: string }> {
  for (let attempt = 0; ; attempt++) {
    const fileName = nameAt(timestamp + attempt);
    const storedPath = path.join(directory, fileName);
    try {
      await writeFile(storedPath, bytes, { flag: "wx" });
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
  const cases = await services.billing.arrangementCases([...customer.accountIds]);
  const found = cases.find((entry) => entry.customerContactId === customerContactId);
  if (!found) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
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
  const email = (await services.billing.financialSummary(found.accountId)).email ?? "";
  const row = { case_id: found.caseId, account_id: found.accountId, email_address: email };
  if (found.customerContactStatus !== AWAITING_SIGNED_FORM) {
    throw fail.conflict("CASE_NOT_AWAITING_FORM", arrangementMessages.caseNotAwaitingForm);
  }
  if (!request.file) throw refused("NO_FILE", arrangementMessages.chooseFile);
  const { mime, bytes } = await acceptedFormOf(request.file);
  const codes = await barcodesOfForm(bytes, mime);
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
    bytes,
    (timestamp) =>
      signedFormFileName({
        caseId: row.case_id ?? "",
        accountId: row.account_id,
        timestamp,
        originalName: request.file?.originalName ?? "",
      }),
    now.getTime(),
  );
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const updated = await services.billing.updateArrangementDetails({
    customerContactId: request.customerContactId,
    content: bytes,
    fileName,
    contentType: mime,
    size: bytes.length,
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
      size: bytes.length,
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
