/**
 * The request's properties as e4 answers echo them: every request property comes back in the
 * answer under its own name, null (JSON) or an empty element (XML) when the request had none.
 * Recorded real answers: omnipay-exact `tests/Mock/PurchaseSuccess.txt` (JSON: "track1":null,
 * "tax1_amount":null, "ecommerce_flag":0, "client_ip":"127.0.0.1", "cc_verification_str1":null …)
 * and activemerchant `test/unit/gateways/firstdata_e4_v27_test.rb` (XML: `<Track1/>`, `<Tax1Amount/>`,
 * `<Ecommerce_Flag>7</Ecommerce_Flag>` for a request's "07", `<Reference_3>Store Purchase`, the
 * request's `<Address>` echoed whole, `<StoredCredentials>` with the network's `TransactionId` where
 * the request said "new"), and the remote tests against the demo (`remote_firstdata_e4_test.rb`,
 * `remote_firstdata_e4_v27_test.rb`: `Tax1Amount` 50 answered "50.0" and `Tax1Number` "E4 blanks
 * this out in the response"; `CAVV`, `XID` and `Ecommerce_Flag` as sent; the stored credentials'
 * indicator, initiation, schedule and a transaction id).
 * What is never echoed: the card number (the answer has it masked), the password (answered empty),
 * the tracks (answered empty, as recorded) and the CVV (the recorded v27 answer echoes `<CVDCode>`;
 * the simulator does not hand a CVV back, the house rule for card data).
 */
import type { GatewayContext } from "../context";
import type { E4TransactionResponse } from "../protocol/api-response";
import { demoAvsResult } from "../protocol/demo-verification";
import type { E4Object, E4Value } from "../protocol/e4-elements";

/** Echoed properties every answer carries (JSON names), in the recorded answers' order. */
const ECHOED = [
  "surcharge_amount",
  "track1",
  "track2",
  "pan",
  "cvd_presence_ind",
  "zip_code",
  "tax1_amount",
  "tax1_number",
  "tax2_amount",
  "tax2_number",
  "secure_auth_required",
  "secure_auth_result",
  "ecommerce_flag",
  "xid",
  "cavv",
  "cavv_algorithm",
  "reference_3",
  "language",
  "client_ip",
  "client_email",
  "user_name",
  "cc_verification_str1",
  "cavv_response",
  "amount_requested",
] as const;
/** Never given back as sent. */
const WITHHELD = new Set(["track1", "track2", "pan", "tax1_number", "tax2_number"]);
/** Amounts, answered as numbers (written "50.0" in XML). */
const AMOUNTS = new Set(["surcharge_amount", "tax1_amount", "tax2_amount"]);
/** Echoed only when the request carried them. */
const WHEN_GIVEN = [
  "wallet_provider_id",
  "split_shipment_number",
  "address",
  "stored_credentials",
  "level3",
  "soft_descriptor",
];

/** The echoed part of an answer, from the request's fields (JSON names). */
export function echoOf(
  fields: Readonly<Record<string, unknown>>,
  options: { approved: boolean; networkTransactionId: () => string },
): Record<string, E4Value | null | number> {
  const echo: Record<string, E4Value | null | number> = {};
  for (const name of ECHOED) {
    const value = fields[name];
    if (WITHHELD.has(name) || value === undefined || value === null || value === "") {
      echo[name] = null;
      continue;
    }
    // `Ecommerce_Flag` "07" comes back as 7 (the recorded answers: `<Ecommerce_Flag>7`, `"ecommerce_flag":0`).
    const numeric = /^\d+(\.\d+)?$/.test(String(value));
    echo[name] =
      (name === "ecommerce_flag" || AMOUNTS.has(name)) && numeric ? Number(value) : (value as E4Value);
  }
  if (echo.cvd_presence_ind === null) echo.cvd_presence_ind = 0;
  echo.partial_redemption = "false";
  for (const name of WHEN_GIVEN) {
    const value = fields[name];
    if (value === undefined || value === null || value === "") continue;
    echo[name] =
      name === "stored_credentials" ? storedCredentialsEcho(value as E4Object, options) : (value as E4Value);
  }
  return echo;
}

function storedCredentialsEcho(
  given: E4Object,
  options: { approved: boolean; networkTransactionId: () => string },
): E4Object {
  const id = String(given.transaction_id ?? "");
  return {
    ...given,
    ...(id.toLowerCase() === "new" || id === ""
      ? { transaction_id: options.approved ? options.networkTransactionId() : "" }
      : {}),
  };
}

/**
 * The answer with the request's properties echoed and the address check's result: the demo's AVS
 * character, the first one of the address string (`VerificationStr1`, or `<Address>`'s `Address1`;
 * `../protocol/demo-verification.ts`); empty without an address or on a gateway error.
 */
export function withEcho(
  context: GatewayContext,
  fields: Readonly<Record<string, unknown>>,
  hasAddress: boolean,
  approved: boolean,
  answer: E4TransactionResponse,
): E4TransactionResponse {
  const echo = echoOf(fields, {
    approved,
    networkTransactionId: () =>
      String(Math.floor(100_000_000_000_000 + context.random() * 899_999_999_999_999)),
  });
  const address = fields.address as Record<string, unknown> | undefined;
  const avs = demoAvsResult(String(address?.address1 ?? fields.cc_verification_str1 ?? ""));
  return { ...answer, ...echo, avs: hasAddress && answer.transaction_error === 0 ? avs : "" };
}
