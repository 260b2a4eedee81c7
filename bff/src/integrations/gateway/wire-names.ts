/**
 * The card gateway's wire names (Payeezy Gateway e4): the field names of the hosted page's relay
 * response and the direct API's XML answer, the relay's `x_` names, and the direct API's JSON
 * names. They belong inside this folder (the adapter, `wire-mapping.ts`); the rooms test
 * (`bff/tests/wire-names.test.ts`) fails when one appears under `bff/src/features/`. A name ending
 * in `*` stands for every name it begins (`x_*`). Matched whole and case-sensitive. Left out on
 * purpose: the JSON names that are also the contract's own field names towards the portal
 * (`transaction_tag`, `sequence_no`, `authorization_num`, `bank_message`, `cardholder_name`,
 * `amount`), which the features must write to answer the portal.
 */
export const GGE4_WIRE_NAMES: readonly string[] = [
  // The relay response's and the XML answer's names.
  "Transaction_Approved",
  "Transaction_Error",
  "Transaction_Tag",
  "Transaction_Type",
  "Transaction_Time",
  "Original_Transaction_Tag",
  "Bank_Resp_Code",
  "Bank_Message",
  "EXact_Resp_Code",
  "EXact_Message",
  "Authorization_Num",
  "Retrieval_Ref_No",
  "CardHoldersName",
  "TransactionCardType",
  "Card_Number",
  "SequenceNo",
  "Reference_No",
  "Customer_Ref",
  "DollarAmount",
  "Expiry_Date",
  "Gateway_ID",
  "ExactID",
  "TransarmorToken",
  // The relay's own names (x_login, x_trans_id, x_amount, x_invoice_num, x_MD5_Hash …).
  "x_*",
  // The direct API's JSON names.
  "transaction_approved",
  "transaction_error",
  "transaction_type",
  "bank_resp_code",
  "exact_resp_code",
  "exact_message",
  "exact_ctr",
  "ctr",
  "transarmor_token",
  "cc_number",
  "cc_expiry",
  "credit_card_type",
  "retrieval_ref_no",
  "cvd_code",
  "cvd_presence_ind",
  "reference_no",
  "customer_ref",
  "reference_3",
  "currency_code",
];
