import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { arrangementMessages } from "@paygpa/contract";
import { startStack, type TestStack } from "./harness";
import {
  adminToken,
  barcodePng,
  billingControl,
  casesInBilling,
  customer,
  uploadForm,
  uploadRoot,
} from "./arrangement-harness";
import { jpegHtmlPolyglot, jpegImage } from "./images";

let stack: TestStack;
let root: string;
beforeAll(async () => {
  root = uploadRoot();
  stack = await startStack({ arrangementUploadRoot: root });
});
afterAll(() => stack.close());
beforeEach(async () => {
  await billingControl(stack, "POST", "/reset");
  await stack.call("/__control/reset", { body: {} });
});

const post = (path: string, token: string, body: unknown = {}) => stack.call(path, { token, body });

/** The deposit persona through I Agree (no deposit applied): one case awaiting its signed form. */
async function openCase() {
  const who = await customer(stack, "deposit-applicable");
  await post("/api/v1/payment-arr-list", who.token);
  const { body } = await post("/api/v1/create-case", who.token, { accountId: who.accountId });
  return { ...who, case: body.response as { caseId: string; customerContactId: string } };
}

const png = (bytes: Uint8Array, name = "signed-form.png") => ({ bytes, name, type: "image/png" });

describe("signed form uploads you can trust (decision 018)", () => {
  it("accepts a form whose barcode is its case number, stores it by the spec's name and tells billing", async () => {
    const { token, accountId, case: opened } = await openCase();
    const { status, body } = await uploadForm(
      stack,
      token,
      opened.customerContactId,
      png(await barcodePng(opened.caseId)),
    );
    expect(status).toBe(200);
    expect(body.barcodeStatus).toBe("matched");
    expect(body.fileName).toMatch(new RegExp(`^CASE-${opened.caseId}_ACCT-${accountId}-\\d+\\.png$`));
    const [billed] = await casesInBilling(stack, accountId);
    expect(billed.customerContactStatus).toBe("20");
    expect(billed.form).toMatchObject({
      fileName: body.fileName,
      contentType: "image/png",
      barcode: opened.caseId,
    });
    const { existsSync } = await import("node:fs");
    // The back office's file path when set, else the upload root itself (decision 018).
    expect(existsSync(`${root}/${body.fileName}`)).toBe(true);
  });

  it("stores an image form as the server encoded it again, never the uploaded bytes (decision 024)", async () => {
    const { token, case: opened } = await openCase();
    const upload = jpegHtmlPolyglot();
    const { status, body } = await uploadForm(stack, token, opened.customerContactId, {
      bytes: upload,
      name: "form.jpg",
      type: "image/jpeg",
    });
    expect(status).toBe(200);
    const stored = readFileSync(`${root}/${body.fileName}`);
    expect(stored.equals(upload)).toBe(false);
    expect(stored.toString("latin1")).not.toContain("onerror");
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
  });

  it("refuses an image header with no complete image behind it", async () => {
    const { token, case: opened } = await openCase();
    const { status, body } = await uploadForm(stack, token, opened.customerContactId, {
      bytes: jpegImage().subarray(0, 120),
      name: "form.jpg",
      type: "image/jpeg",
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(arrangementMessages.fileNotAccepted);
  });

  it("refuses a text file renamed .pdf, by its content", async () => {
    const { token, case: opened } = await openCase();
    const text = new TextEncoder().encode("I am not a PDF, only named like one.");
    const { status, body } = await uploadForm(stack, token, opened.customerContactId, {
      bytes: text,
      name: "form.pdf",
      type: "application/pdf",
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(arrangementMessages.fileNotAccepted);
  });

  it("refuses a form carrying another case's barcode with a clear message", async () => {
    const { token, case: opened } = await openCase();
    const other = await barcodePng("7999999999");
    const { status, body } = await uploadForm(stack, token, opened.customerContactId, png(other));
    expect(status).toBe(400);
    expect(body.error.message).toBe(arrangementMessages.wrongCaseBarcode);
  });

  it("accepts a form without a readable barcode, marked 'needs review'; the case then leaves '10'", async () => {
    const { token, persona, case: opened } = await openCase();
    const { PNG_WITHOUT_BARCODE } = await import("./arrangement-images");
    const { body } = await uploadForm(stack, token, opened.customerContactId, png(PNG_WITHOUT_BARCODE));
    expect(body.barcodeStatus).toBe("needs review");
    const again = await uploadForm(stack, token, opened.customerContactId, png(PNG_WITHOUT_BARCODE));
    expect(again.status).toBe(409);
    const overview = await post("/api/v1/details-payment-arr", token, { personId: persona.personId });
    expect(overview.body.availability).not.toBe("pending");
  });
});

/** A multipart body of 20 MB (twice the form's limit), with its parts in the order given. */
function bigUpload(parts: Array<[string, string] | "file">): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part === "file") form.set("pdf", new Blob([new Uint8Array(20 * 1024 * 1024)]), "form.pdf");
    else form.set(part[0], part[1]);
  }
  return form;
}

async function postUpload(form: FormData, token?: string) {
  const started = Date.now();
  const response = await fetch(`${stack.bff}/api/v1/payment-arr-update-details`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, ms: Date.now() - started };
}

const storedFiles = async () => (await import("node:fs")).readdirSync(root);

describe("a signed form is read only once its sender is let in (decision 018, the upload's weak spot)", () => {
  it("refuses an anonymous 20 MB upload as unauthenticated, not as too large: its body is never parsed", async () => {
    const { case: opened, accountId } = await openCase();
    const before = await storedFiles();
    const answer = await postUpload(bigUpload([["customerContactId", opened.customerContactId], "file"]));
    expect(answer.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
    const [billed] = await casesInBilling(stack, accountId);
    expect(billed.customerContactStatus).toBe("10");
  });

  it("refuses another customer's 20 MB upload to the victim's case with a 403 before reading the file", async () => {
    const { case: opened, accountId } = await openCase();
    const intruder = await customer(stack, "deposit-credit");
    const form = bigUpload([["customerContactId", opened.customerContactId], "file"]);
    const before = await storedFiles();
    const answer = await postUpload(form, intruder.token);
    expect(answer.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
    const [billed] = await casesInBilling(stack, accountId);
    expect(billed.customerContactStatus).toBe("10");
  });

  it("refuses a file sent before the case it is for, unread", async () => {
    const { token, case: opened } = await openCase();
    const form = bigUpload(["file", ["customerContactId", opened.customerContactId]]);
    const before = await storedFiles();
    expect((await postUpload(form, token)).status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers the owner's 20 MB form with the form's own 'too large' message on its field", async () => {
    const { token, case: opened } = await openCase();
    const answer = await postUpload(
      bigUpload([["customerContactId", opened.customerContactId], "file"]),
      token,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error.fields.pdf).toEqual([arrangementMessages.fileTooLarge]);
  });
});

describe("the staff work queue (decision 018)", () => {
  it("lists the form for a level-1 admin, previews it, and an approval is audited, e-mailed and recorded in billing", async () => {
    const { token, accountId, persona, case: opened } = await openCase();
    const image = await barcodePng(opened.caseId);
    await uploadForm(stack, token, opened.customerContactId, png(image));
    const admin = await adminToken(stack, "superadmin", "Super#Admin1");
    const queue = await post("/api/v1/payment-arr-forms", admin, { reviewStatus: "submitted" });
    const form = queue.body.forms.find((entry: { caseId: string }) => entry.caseId === opened.caseId);
    expect(form).toMatchObject({ barcodeStatus: "matched", reviewStatus: "submitted" });
    const file = await post("/api/v1/payment-arr-form-file", admin, { formId: form.formId });
    // The preview is the stored form: the same pixels, as the server encoded them (decision 024).
    const previewed = await sharp(Buffer.from(file.body.dataBase64, "base64")).raw().toBuffer();
    expect(previewed.equals(await sharp(Buffer.from(image)).raw().toBuffer())).toBe(true);
    const review = { formId: form.formId, decision: "approved", note: "Signature checked" };
    const approved = await post("/api/v1/payment-arr-form-review", admin, review);
    expect(approved.body.form).toMatchObject({ reviewStatus: "approved", reviewedBy: "superadmin" });
    expect((await post("/api/v1/payment-arr-form-review", admin, review)).status).toBe(409);
    const [billed] = await casesInBilling(stack, accountId);
    expect(billed.decision).toMatchObject({ outcome: "approved", note: "Signature checked" });
    const mail = await stack.call(
      `/__control/mail?to=${encodeURIComponent(persona.email ?? "")}&kind=payment-arrangement-approved`,
    );
    expect(mail.body.messages).toHaveLength(1);
  });
});
