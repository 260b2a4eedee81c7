import * as v from "valibot";
import { paymentMessages } from "./messages";

/** The payment result page and its receipt (spec 002 §2, §7): what a finished payment shows. */

/** POST /api/payment-details (spec 002 §7). */
/** A payment's invoice number, as the result page and the receipt name it. */
export const InvoiceNumber = v.pipe(v.string(), v.regex(/^\d{1,20}$/));
export const PaymentDetailsRequest = v.object({ invoice_num: InvoiceNumber });

export const ReceiptField = v.object({ label: v.string(), value: v.string() });

export const PaymentResult = v.object({
  invoice_num: v.string(),
  /** pending until the gateway's answer is in; then approved, declined or error. */
  status: v.picklist(["pending", "approved", "declined", "error"]),
  bank_message: v.string(),
  /** CCV Visa, CCM Mastercard, CCD Discover; anything else: 'NO CARD FOUND!'. */
  payment_source: v.string(),
  dollar_amount: v.string(),
  currency: v.string(),
  card_holders_name: v.string(),
  card_number: v.string(),
  /** The receipt's labelled lines (searched for 'TRANS. REF.', 'REFERENCE #', 'AUTHOR. #'). */
  fields: v.array(ReceiptField),
  transaction_tag: v.string(),
  sequence_no: v.string(),
  payment_date: v.string(),
  mode: v.string(),
  paymentId: v.string(),
  accountId: v.string(),
  ccb_status: v.string(),
});
export type PaymentResult = v.InferOutput<typeof PaymentResult>;

export const PaidAccount = v.object({
  accountId: v.string(),
  amount: v.string(),
  paymentId: v.string(),
  /** 'Pending', 'In CCB', 'Failed' or 'Not Paid'. */
  ccb_status: v.string(),
});

export const PaymentDetailsResponse = v.object({
  paymentResults: v.array(PaymentResult),
  accountSummary: v.array(PaidAccount),
  /**
   * The BFF's clock when it answered (an ISO instant): the result page measures its wait for a
   * pending payment on it, so the wait follows the system clock QA and trainers move, not the browser's.
   */
  checkedAt: v.optional(v.string()),
  /**
   * The payment's 'Where is my payment?' reference (beyond the spec): the timeline opens with it
   * without a login, for this payment only (`paymentTimelineByReference`).
   */
  timelineReference: v.optional(v.string()),
});
export type PaymentDetailsResponse = v.InferOutput<typeof PaymentDetailsResponse>;

/** Card type labels of the result page from the payment source code (spec 002 §2). */
export function cardTypeLabel(paymentSource: string): string {
  if (paymentSource === "CCM") return "Mastercard";
  if (paymentSource === "CCV") return "Visa";
  if (paymentSource === "CCD") return "Discover";
  return paymentMessages.noCardFound;
}

/** A receipt line by its label, e.g. 'TRANS. REF.'; empty when absent. */
export function receiptField(result: Pick<PaymentResult, "fields">, label: string): string {
  return result.fields.find((field) => field.label === label)?.value ?? "";
}
