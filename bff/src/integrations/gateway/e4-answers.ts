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

/**
 * Text the gateway may leave out or write as null: real JSON answers of a decline carry
 * `"authorization_num":null`, `"retrieval_ref_no":null` and no `credit_card_type` at all
 * (omnipay-exact `tests/Mock/InvalidExpDate.txt`, a recorded demo answer); read as "".
 */
const text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ""),
  ),
  "",
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
  bank_resp_code: text,
  bank_message: text,
  sequence_no: text,
  transaction_tag: numberOrText,
  authorization_num: text,
  retrieval_ref_no: text,
  cc_number: text,
  cardholder_name: text,
  credit_card_type: text,
  amount: numberOrText,
  currency_code: text,
  reference_no: text,
  ctr: text,
});

/**
 * e4's request errors: HTTP 400 and a plain-text `Bad Request (NN) - text` (omnipay-exact
 * `tests/Mock/BadRequest.txt`: "Bad Request (22) - Invalid Credit Card Number"; "(25) - Invalid
 * Expiry Date", "(26) - Invalid Amount", "(95) - Invalid Currency Requested"). The gateway refused
 * the card data before any bank saw it: read as the gateway error it names, nothing charged.
 */
const REQUEST_ERROR = /^Bad Request \((\d{2,3})\) - (.+)$/;

/**
 * The answer a request error stands for: a gateway error (`transaction_error`) with the code and
 * text of the refusal, no transaction (tag 0), the request's amount, invoice and masked card.
 */
export function answerOfRequestError(
  body: string,
  request: Readonly<Record<string, string | number>>,
): E4Answer | undefined {
  const match = REQUEST_ERROR.exec(body.trim());
  if (!match) return undefined;
  const digits = String(request.cc_number ?? "").replace(/\D/g, "");
  return {
    transaction_error: 1,
    transaction_approved: 0,
    exact_resp_code: match[1] ?? "",
    exact_message: match[2] ?? "",
    bank_resp_code: "",
    bank_message: "",
    sequence_no: "",
    transaction_tag: 0,
    authorization_num: "",
    retrieval_ref_no: "",
    cc_number: digits.length >= 4 ? `${"#".repeat(digits.length - 4)}${digits.slice(-4)}` : "",
    cardholder_name: String(request.cardholder_name ?? ""),
    credit_card_type: "",
    amount: Number(request.amount ?? 0),
    currency_code: String(request.currency_code ?? "USD"),
    reference_no: String(request.reference_no ?? ""),
    ctr: "",
  };
}
export type E4Answer = v.InferOutput<typeof E4Answer>;
