/**
 * Response codes in the e4 style. A transaction carries three layers of codes:
 * - the bank (authorization network) response: `Bank_Resp_Code` "100" / `Bank_Message` "Approved",
 * - the gateway ("EXact") response: `EXact_Resp_Code` "00" / `EXact_Message` "Transaction Normal";
 *   anything but 00 means the gateway itself could not process the request (no bank answer),
 * - the Authorize.Net-compatible hosted-page fields `x_response_code` (1 approved, 2 declined,
 *   3 error) with `x_response_reason_code` / `x_response_reason_text`.
 */

/** S: successful (approved), R: rejected, D: declined. Both R and D are declines to the payer. */
export type BankResponseType = "S" | "R" | "D";

export interface BankResponse {
  code: string;
  message: string;
  type: BankResponseType;
}

const bank = (code: string, message: string, type: BankResponseType): BankResponse => ({
  code,
  message,
  type,
});

/** The bank response codes the simulator can produce (a subset of the gateway's table). */
export const BANK_RESPONSES: readonly BankResponse[] = [
  bank("100", "Approved", "S"),
  bank("101", "Validated", "S"),
  bank("102", "Verified", "S"),
  bank("103", "Pre-Noted", "S"),
  bank("104", "No Reason to Decline", "S"),
  bank("105", "Received and Stored", "S"),
  bank("106", "Provided Auth", "S"),
  bank("107", "Request Received", "S"),
  bank("108", "Approved for Activation", "S"),
  bank("109", "Previously Processed Transaction", "S"),
  bank("110", "BIN Alert", "S"),
  bank("111", "Approved for Partial", "S"),
  bank("164", "Conditional Approval", "S"),
  bank("201", "Invalid CC Number", "R"),
  bank("202", "Bad Amount Nonnumeric Amount", "R"),
  bank("203", "Zero Amount", "R"),
  bank("204", "Other Error", "R"),
  bank("205", "Bad Total Auth Amount", "R"),
  bank("225", "Invalid Field Data", "R"),
  bank("227", "Missing Companion Data", "R"),
  bank("233", "Does not match MOP", "R"),
  bank("238", "Invalid Currency", "R"),
  bank("239", "Invalid MOP for Division", "R"),
  bank("241", "Illegal Action", "R"),
  bank("260", "Soft AVS", "D"),
  bank("274", "Transaction Not Supported", "R"),
  bank("301", "Issuer unavailable", "D"),
  bank("302", "Credit Floor", "D"),
  bank("303", "Processor Decline", "D"),
  bank("304", "Not On File", "D"),
  bank("401", "Call", "D"),
  bank("402", "Default Call", "D"),
  bank("501", "Pickup", "D"),
  bank("502", "Lost/Stolen", "D"),
  bank("503", "Fraud/ Security Violation", "D"),
  bank("505", "Negative File", "D"),
  bank("508", "Excessive PIN try", "D"),
  bank("509", "Over the limit", "D"),
  bank("510", "Over Limit Frequency", "D"),
  bank("519", "On negative file", "D"),
  bank("521", "Insufficient funds", "D"),
  bank("522", "Card is expired", "D"),
  bank("524", "Altered Data", "D"),
  bank("530", "Do Not Honor", "D"),
  bank("531", "CVV2/VAK Failure", "D"),
  bank("534", "Do Not Honor - High Fraud", "D"),
  bank("571", "Revocation of Authorization for All Recurring / Installments", "D"),
  bank("572", "Revocation of All Authorizations - Closed Account", "D"),
  bank("589", "CVD Value Failure", "D"),
  bank("591", "Invalid CC Number", "D"),
  bank("592", "Bad Amount", "D"),
  bank("594", "Other Error", "D"),
  bank("595", "New Card Issued", "D"),
  bank("596", "Suspected Fraud", "D"),
  bank("602", "Invalid Institution Code", "D"),
  bank("603", "Invalid Institution", "D"),
  bank("605", "Invalid Expiration Date", "D"),
  bank("606", "Invalid Transaction Type", "D"),
  bank("607", "Invalid Amount", "D"),
  bank("610", "BIN Block", "D"),
];

export function bankResponse(code: string): BankResponse | undefined {
  return BANK_RESPONSES.find((candidate) => candidate.code === code);
}

export interface ExactResponse {
  code: string;
  message: string;
}

/** Gateway ("EXact") response codes the simulator can produce. */
export const EXACT_RESPONSES: readonly ExactResponse[] = [
  { code: "00", message: "Transaction Normal" },
  { code: "08", message: "CVV2/CID/CVC2 Data not verified" },
  { code: "11", message: "Invalid Sequence No" },
  { code: "12", message: "Message Timed-out at Host" },
  { code: "14", message: "Invalid Gateway ID" },
  { code: "22", message: "Invalid Credit Card Number" },
  { code: "25", message: "Invalid Expiry Date" },
  { code: "26", message: "Invalid Amount" },
  { code: "27", message: "Invalid Card Holder" },
  { code: "28", message: "Invalid Authorization No" },
  { code: "31", message: "Invalid Verification String" },
  { code: "32", message: "Invalid Transaction Code" },
  { code: "37", message: "Payment Type Not Supported By Merchant" },
  { code: "40", message: "Unable to Connect" },
  // "Unable to Send Transaction": activemerchant's remote tests against the demo (`test_trans_error`).
  { code: "42", message: "Unable to Send Transaction" },
  { code: "57", message: "Invalid Reference No" },
  { code: "60", message: "Invalid Customer Reference Number" },
  { code: "62", message: "Host not Ready" },
  { code: "64", message: "Invalid Refund" },
  { code: "69", message: "Invalid Transaction Tag" },
  { code: "93", message: "Invalid authorization number entered on a pre-auth completion" },
];

export function exactResponse(code: string): ExactResponse | undefined {
  return EXACT_RESPONSES.find((candidate) => candidate.code === code);
}

export const TRANSACTION_NORMAL = exactResponse("00") as ExactResponse;

/** The gateway error an `error` outcome produces when none is named. */
export const DEFAULT_ERROR_EXACT_CODE = "42";

/** `x_response_code`: 1 approved, 2 declined, 3 error. */
export type ResponseCode = 1 | 2 | 3;

export interface ReasonCode {
  code: number;
  text: string;
}

/** `x_response_reason_code` / `x_response_reason_text` for a bank answer (Authorize.Net-compatible subset). */
export function reasonForBankResponse(response: BankResponse): ReasonCode {
  if (response.type === "S") return { code: 1, text: "This transaction has been approved." };
  switch (response.code) {
    case "201":
    case "591":
      return { code: 6, text: "The credit card number is invalid." };
    case "522":
    case "605":
      return { code: 8, text: "The credit card has expired." };
    case "501":
    case "502":
      return { code: 4, text: "This transaction has been declined." };
    case "531":
    case "589":
      return { code: 44, text: "This transaction has been declined." };
    default:
      return { code: 2, text: "This transaction has been declined." };
  }
}

/** `x_response_reason_code` / text for a gateway error (EXact code other than 00). */
export function reasonForExactError(exact: ExactResponse): ReasonCode {
  switch (exact.code) {
    case "22":
      return { code: 6, text: "The credit card number is invalid." };
    case "25":
      return { code: 7, text: "The credit card expiration date is invalid." };
    case "26":
      return { code: 5, text: "A valid amount is required." };
    default:
      return { code: 19, text: "An error occurred during processing. Please try again in 5 minutes." };
  }
}
