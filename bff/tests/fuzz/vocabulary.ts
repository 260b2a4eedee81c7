/**
 * The fields each app is known to read, with a plausible value, from which malformed bodies start.
 * The BFF's come from its contract's request schemas, so a new field is fuzzed without a list; the
 * simulators' are the fields their routes read. Values that would make a fuzzed request a real
 * action (a maintenance switch, a fault, a known user's password) are left invalid on purpose.
 */
import type { GenericSchema } from "valibot";
import * as contract from "@paygpa/contract";
import type { Vocabulary } from "./requests";

type SchemaNode = GenericSchema & {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: unknown[];
  literal?: unknown;
};

function sampleOf(schema: SchemaNode, overrides: Record<string, unknown>, depth = 0): unknown {
  if (depth > 6) return "x";
  switch (schema.type) {
    case "object":
    case "loose_object":
    case "strict_object": {
      const sample: Record<string, unknown> = {};
      for (const [field, entry] of Object.entries(schema.entries ?? {})) {
        sample[field] = field in overrides ? overrides[field] : sampleOf(entry, overrides, depth + 1);
      }
      return sample;
    }
    case "optional":
    case "nullable":
    case "nullish":
    case "exact_optional":
    case "non_optional":
    case "non_nullable":
      return schema.wrapped ? sampleOf(schema.wrapped, overrides, depth + 1) : "x";
    case "array":
      return schema.item ? [sampleOf(schema.item, overrides, depth + 1)] : [];
    case "union":
    case "variant": {
      const first = schema.options?.[0] as SchemaNode | undefined;
      return first ? sampleOf(first, overrides, depth + 1) : "x";
    }
    case "picklist":
      return schema.options?.[0];
    case "literal":
      return schema.literal;
    case "number":
      return 1;
    case "boolean":
      return false;
    default:
      return "x";
  }
}

/** Every field of every `…Request` schema of the BFF's contract. */
export function bffVocabulary(ids: { accountId: string; personId: string }): Vocabulary {
  const overrides: Record<string, unknown> = {
    accountId: ids.accountId,
    AccountID: ids.accountId,
    personId: ids.personId,
    PersonID: ids.personId,
    userName: "fuzz.nobody",
    username: "fuzz.nobody",
    // 1 would switch maintenance on and every later answer would be 503 by design.
    flag: 7,
    today: "not-a-date",
  };
  const vocabulary: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(contract)) {
    if (!name.endsWith("Request") || typeof schema !== "object" || schema === null || !("type" in schema))
      continue;
    const sample = sampleOf(schema as SchemaNode, overrides);
    if (sample !== null && typeof sample === "object" && !Array.isArray(sample))
      Object.assign(vocabulary, sample);
  }
  return vocabulary;
}

/** The fields the billing simulator's routes read (its `required…` checks). */
export function ccbVocabulary(ids: { accountId: string; personId: string }): Vocabulary {
  return {
    AccountID: ids.accountId,
    PersonID: ids.personId,
    accountId: ids.accountId,
    personId: ids.personId,
    userName: "fuzz.nobody",
    username: "fuzz.nobody",
    password: "x",
    webUserPersonIdTypeCode: "WEB",
    webAccessFlag: "ALWD",
    wrongPasswordCountPersonCharTypeCode: "WPCOUNT",
    wrongPasswordCountLimit: 5,
    cisDivision: "GPA",
    division: "GPA",
    amount: 1,
    externalReferenceId: "x",
    tenders: "x",
    payments: "x",
    caseType: "x",
    characteristics: "x",
    fileContent: "x",
    paymentSource: "x",
    cardCharge: 0,
    email: "x",
    emailAddress: "x",
    securityQuestion: "x",
    securityAnswer: "x",
    contactType: "x",
    description: "x",
    method: "x",
    status: "x",
    route: "x",
    latencyMs: -5,
    down: "x",
    failFirst: -1,
    today: "not-a-date",
    months: 1,
    fromDate: "x",
    toDate: "x",
  };
}

/** The hosted page's form fields, the direct API's purchase fields and the control API's fields. */
export function gatewayVocabulary(): Vocabulary {
  return {
    x_login: "WSP-GPA-RES-01",
    x_fp_sequence: "1",
    x_fp_timestamp: "1",
    x_fp_hash: "x",
    x_amount: "1.00",
    x_currency_code: "USD",
    x_invoice_num: "x",
    x_po_num: "x",
    x_relay_response: "TRUE",
    x_show_form: "PAYMENT_FORM",
    cardholder_name: "x",
    card_number: "4111111111111111",
    expiry: "12/30",
    cvv: "x",
    gateway_id: "x",
    password: "x",
    transaction_type: "00",
    amount: "1.00",
    cc_number: "4111111111111111",
    cc_expiry: "1230",
    cvd_code: "123",
    reference_no: "x",
    customer_ref: "x",
    currency_code: "USD",
    zip_code: "96913",
    outcome: "not-an-outcome",
    latencyMs: -5,
    down: "x",
    routes: "x",
    today: "not-a-date",
  };
}
