/**
 * The 'Payment Arrangement Agreement Form' as a PDF (spec 002 §2 'Case form page'): a4 at px
 * units, the utility's name, the date, the account's name, number and premise, the case number and
 * customer contact id, the consent wording, a signature line, and a CODE128 barcode of the case
 * number (the BFF reads it back from the upload). A tagged PDF (ui/tagged-pdf.ts): real text in
 * reading order, the logo and the barcode with alternative text, the case number written under its
 * barcode. jsPDF and JsBarcode load only here, on demand.
 */
import type { ArrangementCase } from "@paygpa/contract";
import { drawGpaMark, TaggedPdf } from "../../ui/tagged-pdf";

/** MM/DD/YYYY of a date. */
export function formDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export const agreementFileName = (entry: ArrangementCase) =>
  `Payment-Arrangement-Agreement-Form-${entry.caseId}.pdf`;

const CONSENT = [
  "I request that the balance of the account named above be spread over my next six (6) monthly bills,",
  "each bill carrying one sixth of it in addition to its own charges. I understand that failing to pay",
  "as agreed nullifies this arrangement, puts the whole remaining balance on my next statement, and may",
  "result in the disconnection of my electric service. The deposit hold of 12 months is waived when my",
  "deposit is applied. This application is approved upon receipt of this signed form.",
];

/** Builds the form of one case and saves it (the browser downloads it). */
export async function downloadAgreementForm(entry: ArrangementCase, today: Date): Promise<void> {
  const [{ jsPDF }, { default: JsBarcode }] = await Promise.all([import("jspdf"), import("jsbarcode")]);
  const pdf = new jsPDF({ orientation: "portrait", unit: "px", format: "a4" });
  const tagged = new TaggedPdf(pdf, {
    title: `Payment Arrangement Agreement Form, case ${entry.caseId}`,
    language: "en-US",
  });
  const date = formDate(today);
  tagged.figure("PayGPA, Guam Power Authority logo", () => drawGpaMark(pdf, 40, 24, 34));
  pdf.setFontSize(18);
  tagged.paragraph("Guam Power Authority", 82, 48);
  pdf.setFontSize(15);
  tagged.heading(1, "Payment Arrangement Agreement Form", 40, 80);
  pdf.setFontSize(11);
  const lines: Array<[string, string]> = [
    ["Date", date],
    ["Account Name", entry.fullName],
    ["Account Number", entry.accountId],
    ["Premise Address", entry.premiseAddress],
    ["Case Number", entry.caseId],
    ["Customer Contact ID", entry.customerContactId],
  ];
  for (const [index, [label, value]] of lines.entries()) {
    tagged.paragraph(`${label}: ${value}`, 40, 110 + index * 18);
  }
  for (const [index, line] of CONSENT.entries()) tagged.paragraph(line, 40, 240 + index * 15);
  tagged.artifact(() => {
    pdf.line(40, 380, 240, 380);
    pdf.line(290, 380, 400, 380);
  });
  tagged.paragraph(`${entry.fullName} (Customer's signature)`, 40, 395);
  tagged.paragraph(`Date: ${date}`, 290, 395);
  const canvas = document.createElement("canvas");
  // The case number is written below the barcode as text, not drawn into the picture.
  JsBarcode(canvas, entry.caseId, { format: "CODE128", displayValue: false, margin: 10 });
  tagged.figure(`Barcode of the case number ${entry.caseId}`, () =>
    pdf.addImage(canvas.toDataURL("image/png"), "PNG", 40, 430, 220, 70),
  );
  tagged.paragraph(`Case Number ${entry.caseId}`, 40, 515);
  pdf.save(agreementFileName(entry));
}
