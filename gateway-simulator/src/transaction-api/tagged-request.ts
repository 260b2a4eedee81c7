/**
 * The direct API's tagged completion ("32"), tagged void ("33") and tagged refund ("34") requests (Payeezy Gateway Web Service
 * API Reference Guide, §4 "Request Properties": `transaction_tag` and `authorization_num` of the
 * original, and `amount`; no card data). Structural checks answer 400 "Malformed request" as for a
 * purchase; the tag, authorization and amount checks are processed errors (`taggedRefusal`).
 */
import type { GatewayContext } from "../context";
import { returnFunds } from "../processing";
import { amountToCents } from "../protocol/money";
import type { TaggedRequest, TaggedType } from "../protocol/tagged";
import { apiResponseOf, type E4TransactionResponse } from "../protocol/api-response";
import { withEcho } from "./echo";

export const TAGGED_TYPES: readonly string[] = ["32", "33", "34"];

export type TaggedParseResult =
  | { ok: true; gatewayId: string; password: string; request: TaggedRequest }
  | { ok: false; message: string };

export function parseTaggedRequest(fields: Record<string, unknown>): TaggedParseResult {
  const text = (name: string): string | null => {
    const value = fields[name];
    if (typeof value === "string") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return null;
  };
  const required: [string, string][] = [
    ["gateway_id", "Gateway ID"],
    ["password", "Password"],
    ["transaction_tag", "Transaction Tag"],
    ["authorization_num", "Authorization Number"],
    ["amount", "Amount"],
  ];
  for (const [name, label] of required) {
    const value = text(name);
    if (value === null || value === "") return { ok: false, message: `${label} is missing.` };
  }
  const tag = text("transaction_tag") ?? "";
  const type = text("transaction_type");
  // A completion whose tag cannot be one is EXact 93, as one naming no pre-authorization (../protocol/tagged.ts).
  if (!/^\d{1,12}$/.test(tag) && type !== "32") return { ok: false, message: "Transaction Tag is invalid." };
  const amountCents = amountToCents(fields.amount);
  if (amountCents === null || amountCents <= 0) return { ok: false, message: "Amount is invalid." };
  return {
    ok: true,
    gatewayId: text("gateway_id") ?? "",
    password: text("password") ?? "",
    request: {
      transactionType: text("transaction_type") as TaggedType,
      transactionTag: /^\d{1,12}$/.test(tag) ? Number(tag) : 0,
      authorizationNum: text("authorization_num") ?? "",
      amountCents,
      reference3: (text("reference_3") ?? "").slice(0, 30),
      referenceNo: (text("reference_no") ?? "").slice(0, 20),
    },
  };
}

export function processTagged(
  context: GatewayContext,
  request: TaggedRequest,
  fields: Readonly<Record<string, unknown>>,
): E4TransactionResponse {
  const transaction = returnFunds(context, request);
  return withEcho(
    context,
    fields,
    false,
    transaction.approved,
    apiResponseOf(transaction, context.store.merchant),
  );
}
