/**
 * The back office's reports texts (spec 000), beside `reports.ts`: word for word from the spec,
 * texts the spec does not give in blocks marked "not quoted by the spec".
 */

/** Back-office reports (spec 000 §2 Reports, §9), payments that need a hand and reconciliation (beyond the spec). */
export const reportMessages = {
  title: "All Payments/Transaction Inquiry (Successful and Unsuccessful Transactions)",
  totalCount: "Total No of Online Payments",
  totalAmount: "Total Amount of Online Payments",
  paymentLogs: "Payment Logs",
  paymentDetails: "Payment Details for Receipt Number",
  exportCsv: "Export CSV",
  // not quoted by the spec:
  payDateFormat: "Please enter the date as MM/DD/YYYY.",
  payDateOrder: "The end date must not be before the start date.",
  pageSize: "Page size must be 10, 30 or 50.",
  notFound: "No payment with this receipt number.",
  noRows: "No payments match this search.",
  needsAHand: "Payments that need a hand",
  postAgain: "Post again",
  postedAgain: "Posted to billing.",
  alreadyPosted: "This payment was already posted to billing; nothing was sent again.",
  stillNotPosted: "Billing did not take the payment yet. It will be tried again.",
  notNeedingAHand: "This payment line does not need a hand.",
  reconciliation: "Reconciliation",
  reconciliationDay: "Please enter the day as MM/DD/YYYY.",
  reconciliationGatewayDown: "The gateway's transaction lookup did not answer. Please try again later.",
} as const;
