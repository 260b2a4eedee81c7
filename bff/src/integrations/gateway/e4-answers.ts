/**
 * The e4 answer the gateway adapter reads: the direct API's answer schema, checked on every answer.
 */
import * as v from "valibot";

/**
 * A number the gateway may write as a number or as text: published captures of real answers show
 * both (`"transaction_tag": 1234567` and `"transaction_tag": "1234567"`, `"amount": "10.00"`).
 */
const numberOrText = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

/** A flag the gateway writes as 1/0, "1"/"0", true/false or "true"/"false" (the XML answer): 1 or 0. */
const flag = v.pipe(
  v.union([
    v.literal(0),
    v.literal(1),
    v.boolean(),
    v.pipe(v.string(), v.trim(), v.picklist(["0", "1", "true", "false"])),
  ]),
  v.transform((value) => (value === 1 || value === true || value === "1" || value === "true" ? 1 : 0)),
);

/**
 * The direct API's answer fields the BFF reads (e4 v12), checked on every answer: an answer that
 * does not fit is a lost answer (502 'Server Error. Try again later!', logged), never a crash.
 */
export const E4Answer = v.looseObject({
  transaction_error: flag,
  transaction_approved: flag,
  exact_resp_code: v.string(),
  exact_message: v.string(),
  bank_resp_code: v.string(),
  bank_message: v.string(),
  sequence_no: v.string(),
  transaction_tag: numberOrText,
  authorization_num: v.string(),
  retrieval_ref_no: v.string(),
  cc_number: v.string(),
  cardholder_name: v.string(),
  credit_card_type: v.string(),
  amount: numberOrText,
  currency_code: v.string(),
  reference_no: v.string(),
  ctr: v.string(),
});
export type E4Answer = v.InferOutput<typeof E4Answer>;
