/**
 * The approved payment's receipt as a tagged PDF (spec 002 'Payment result': "Save this as PDF
 * file"), named with the transaction reference: the same lines as the page, real text in reading
 * order, the logo and the barcode with their alternative text (ui/tagged-pdf.ts). jsPDF and
 * JsBarcode load on click only.
 */
import {
  cardTypeLabel,
  type PaymentDetailsResponse,
  type PaymentResult,
  paymentMessages,
  receiptField,
} from "@paygpa/contract";
import { formatMoneyText, utilityDateTime } from "../../../lib/format";
import { drawGpaMark, TaggedPdf } from "../../../ui/tagged-pdf";

export const receiptReference = (result: PaymentResult) =>
  receiptField(result, "TRANS. REF.") || result.invoice_num;

/**
 * The receipt's "date and time of viewing" (spec 002 'Payment result'): the system clock's, as the
 * BFF answered it (`checkedAt`), so that two runs on a frozen clock print the same receipt
 * (docs/qa-guide.md, "Repeatable runs"); the browser's when the answer has none.
 */
export const viewingTime = (checkedAt: string | undefined): Date =>
  checkedAt ? new Date(checkedAt) : new Date();

/** A PDF file id (32 hex digits) that depends only on `text`: FNV-1a, four times over. */
export function fileIdOf(text: string): string {
  let id = "";
  for (let round = 0; round < 4; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    id += hash.toString(16).padStart(8, "0");
  }
  return id.toUpperCase();
}

/** The receipt's label and value lines, as the page shows them. */
export function receiptLines(result: PaymentResult, details: PaymentDetailsResponse, now: Date) {
  return [
    ["Card Type", `${cardTypeLabel(result.payment_source)} ${result.dollar_amount} ${result.currency}`],
    ["Cardholder Name", result.card_holders_name],
    ["Card Number", result.card_number],
    ["Date and Time", utilityDateTime(now)],
    ["Reference Number", receiptField(result, "REFERENCE #")],
    ["Authorization Number", receiptField(result, "AUTHOR. #")],
    ["Transaction Reference", receiptReference(result)],
    ["Payment ID", details.accountSummary.map((line) => line.paymentId || "Pending").join(", ")],
  ] as const;
}

export async function saveReceiptPdf(result: PaymentResult, details: PaymentDetailsResponse): Promise<void> {
  const [{ jsPDF }, { default: JsBarcode }] = await Promise.all([import("jspdf"), import("jsbarcode")]);
  const reference = receiptReference(result);
  const pdf = new jsPDF({ unit: "pt", format: "letter" });
  // The file's own dates and id from the system clock and the receipt, not the browser's clock and
  // a random id: two runs on a frozen clock save the same file to the byte (docs/qa-guide.md).
  const viewedAt = viewingTime(details.checkedAt);
  pdf.setCreationDate(viewedAt);
  pdf.setFileId(fileIdOf(`${reference}|${viewedAt.toISOString()}`));
  const tagged = new TaggedPdf(pdf, { title: `GPA Payment Receipt ${reference}`, language: "en-US" });
  tagged.figure("PayGPA, Guam Power Authority logo", () => drawGpaMark(pdf, 40, 24, 36));
  pdf.setFontSize(18);
  tagged.paragraph("Guam Power Authority", 84, 48);
  pdf.setFontSize(16);
  tagged.heading(1, paymentMessages.approved, 40, 88);
  pdf.setFontSize(11);
  let y = 116;
  for (const [label, value] of receiptLines(result, details, viewedAt)) {
    tagged.paragraph(`${label}: ${value || "N/A"}`, 40, y);
    y += 18;
  }
  y += 10;
  pdf.setFontSize(13);
  tagged.heading(2, "Accounts Paid", 40, y);
  pdf.setFontSize(11);
  y += 18;
  for (const line of details.accountSummary) {
    tagged.paragraph(`Account ${line.accountId}: ${formatMoneyText(line.amount)}`, 40, y);
    y += 18;
  }
  const canvas = document.createElement("canvas");
  // The barcode's digits are written below it as text, not drawn into the picture.
  JsBarcode(canvas, reference, { format: "CODE128", displayValue: false });
  tagged.figure(`Barcode of the transaction reference ${reference}`, () =>
    pdf.addImage(canvas.toDataURL("image/png"), "PNG", 40, y + 4, 200, 60),
  );
  tagged.paragraph(reference, 40, y + 80);
  pdf.save(`GPA-Receipt-${reference}.pdf`);
}
