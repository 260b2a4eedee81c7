/**
 * The e4 v12 answers the gateway adapter reads: schemas of the direct API's answer and of the
 * transaction lookup, checked on every answer by the adapter.
 */
import * as v from "valibot";

/**
 * The direct API's answer fields the BFF reads (e4 v12), checked on every answer: an answer that
 * does not fit is a lost answer (502 'Server Error. Try again later!', logged), never a crash.
 */
export const E4Answer = v.looseObject({
  transaction_error: v.number(),
  transaction_approved: v.number(),
  exact_resp_code: v.string(),
  exact_message: v.string(),
  bank_resp_code: v.string(),
  bank_message: v.string(),
  sequence_no: v.string(),
  transaction_tag: v.number(),
  authorization_num: v.string(),
  retrieval_ref_no: v.string(),
  cc_number: v.string(),
  cardholder_name: v.string(),
  credit_card_type: v.string(),
  amount: v.number(),
  currency_code: v.string(),
  reference_no: v.string(),
  ctr: v.string(),
});
export type E4Answer = v.InferOutput<typeof E4Answer>;

/** A transaction as the lookup gives it: the relay response's fields. */
export const LookupRecord = v.record(v.string(), v.string());
export type LookupRecord = v.InferOutput<typeof LookupRecord>;
export const LookupList = v.looseObject({ transactions: v.optional(v.array(LookupRecord)) });
