/** Payments (the tender look-up of exactly-once posting), payment arrangements and customer contacts (GPA CM services, decision 027). */
import { type CmService, account } from "./cm-service";

export const PAYMENT_SERVICES: readonly CmService[] = [
  {
    method: "GET",
    path: "/cm/financials/paymentTenders",
    service: "CM-TenderSearch",
    summary:
      "The payment tenders carrying an external reference id, with their payment: how a lost posting answer is found before posting again",
    fields: { externalReferenceId: "string" },
    specCalls: ["make-payment, exactly once (decision 007)"],
  },
  // Payment arrangements.
  {
    method: "POST",
    path: "/cm/paymentArrangements/serviceAgreements",
    service: "CM-PayArrList",
    summary: "The accounts' service agreements with type, status and balances",
    fields: { AccountIDs: "array" },
    specCalls: ["payment-arr-list (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/cases",
    service: "CM-PayArrDetails",
    summary: "The accounts' payment-arrangement cases and their customer contacts",
    fields: { AccountIDs: "array" },
    specCalls: ["details-payment-arr (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/stopDeposit",
    service: "CM-StopDeposit",
    summary: "Stops the account's held deposit (applied to the arrangement), once",
    fields: { AccountID: "string" },
    specCalls: ["stop-deposit (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/updateDetails",
    service: "CM-PayArrUpdateDetails",
    summary: "Attaches the signed form (the file, base64, with its size and SHA-256) to the case",
    fields: {
      customerContactId: "string",
      fileName: "string",
      contentType: "string",
      size: "integer",
      sha256: "string",
      fileContent: "string",
      "barcode?": "string",
    },
    specCalls: ["payment-arr-update-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/decide",
    service: "CM-PayArrDecide",
    summary: "Staff's approval or rejection of a case (approval adds the PA service agreement)",
    fields: { customerContactId: "string", outcome: "string", "note?": "string" },
    specCalls: ["staff's decision on a signed form (spec 000)"],
  },
  {
    method: "POST",
    path: "/cm/customerContacts/list",
    service: "CM-CustomerContactList",
    summary: "An account's customer contacts",
    fields: account,
    specCalls: ["none: QA and staff look-ups"],
  },
];
