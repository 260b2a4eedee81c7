/**
 * The e4 demo's documented ways to ask for a CVV2 and an AVS result.
 *
 * CVV2: "In order to simulate a CVV2 response in the demo/test environment, you can set the first
 * character of the verification value" — 1 M, 2 N, 3 P, 4 S, 5 U, 6 I (Payeezy support article
 * 204504185 "How to test CVD/CVV/CVV2 functionality"; for the payment page in its Security Code
 * field, for the web service API in `VerificationStr2`, with `CVD_Presence_Ind`). Other first
 * characters are not listed there: the simulator answers M, as the recorded answers for "123" are.
 *
 * AVS: "In order to simulate an AVS response in the test environment, place the AVS character that
 * you would like returned as the first character of VerificationStr1" (E-xact support, "AVS
 * Formatting for Chase Paymentech", e-xact.com/support/chase), e.g. "W123front|90210" → W. The
 * recordings agree: "1234 My Street|…" is answered AVS "1" (activemerchant `firstdata_e4_test.rb`,
 * the v11 transcript) and a v27 `<Address>` whose `Address1` is "456 My Street" AVS "4" (the v27
 * transcript and both remote tests against the demo). A first character that is no AVS code (a zip
 * only, a street without one) is answered "U", address information not verified: the simulator's
 * own choice, not documented.
 */

/** The CVV2 result the demo gives for a verification value, by its first character. */
const CVV_BY_FIRST_CHARACTER: Readonly<Record<string, string>> = {
  "1": "M",
  "2": "N",
  "3": "P",
  "4": "S",
  "5": "U",
  "6": "I",
};

export function demoCvvResult(cvv: string): string {
  return CVV_BY_FIRST_CHARACTER[cvv.trim().charAt(0)] ?? "M";
}

/**
 * The AVS codes e4 answers (the card networks' letters, and Amex's cardholder-name results 1–8 as
 * the recorded "1" and "4" show).
 */
const AVS_CODES = new Set([..."XYAWZNURSEGBCDFIMPQ", ..."12345678"]);

/** The AVS result for an address string (`VerificationStr1`, or the street of `<Address>`). */
export function demoAvsResult(addressString: string): string {
  const first = addressString.trimStart().charAt(0);
  return AVS_CODES.has(first) ? first : "U";
}
