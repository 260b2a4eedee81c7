/**
 * The three signatures of the e4 protocol, as pure functions the BFF can reuse or mirror:
 * - the payment-form fingerprint `x_fp_hash` (HMAC-MD5 with the page's transaction key),
 * - the relay response signature `x_MD5_Hash` (MD5 salted with the page's response key),
 * - the direct API's request signature (HMAC-SHA1, `Authorization: GGE4_API key:signature`).
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { amountToCents, formatAmount } from "./money";

export interface FingerprintFields {
  /** `x_login` */
  login: string;
  /** `x_fp_sequence` */
  sequence: string;
  /** `x_fp_timestamp`, Unix seconds (UTC). */
  timestamp: string;
  /** `x_amount` exactly as it is posted. */
  amount: string;
  /** `x_currency_code` as it is posted: "" when the form omits the field. */
  currency: string;
}

/** `x_fp_hash`: lowercase hex HMAC-MD5 of `x_login^x_fp_sequence^x_fp_timestamp^x_amount^x_currency_code`. */
export function fingerprintHash(
  fields: FingerprintFields,
  transactionKey: string,
  algorithm: "md5" | "sha1" = "md5",
): string {
  const message = [fields.login, fields.sequence, fields.timestamp, fields.amount, fields.currency].join("^");
  return createHmac(algorithm, transactionKey).update(message, "utf8").digest("hex");
}

/** `x_MD5_Hash`: lowercase hex MD5 of response key + x_login + x_trans_id + x_amount (2 decimals). */
export function relayResponseHash(
  responseKey: string,
  login: string,
  transId: string | number,
  amount: string | number,
  algorithm: "md5" | "sha1" = "md5",
): string {
  const cents = amountToCents(amount);
  if (cents === null) throw new Error(`Not an amount: ${String(amount)}`);
  return createHash(algorithm)
    .update(`${responseKey}${login}${transId}${formatAmount(cents)}`, "utf8")
    .digest("hex");
}

/** Hex SHA-1 of a request body: the `X-GGe4-Content-SHA1` header. */
export function contentSha1(body: string): string {
  return createHash("sha1").update(body, "utf8").digest("hex");
}

/** `X-GGe4-Date`: ISO 8601 in UTC without milliseconds, e.g. 2025-11-21T09:57:15Z. */
export function e4Date(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export interface E4SignatureInput {
  method: string;
  /** The request target as sent: the path plus any query string, e.g. `/transaction/v12`. */
  requestTarget: string;
  /** The exact body bytes sent ("" for a GET). */
  body: string;
  /** The Content-Type header value sent; e4 signs the bare media type. */
  contentType: string;
  /** X-GGe4-Date value. */
  date: string;
  hmacKey: string;
}

/** base64 HMAC-SHA1 of `METHOD\ncontent-type\ncontent-sha1\ndate\nrequest-target`. */
export function e4Signature(input: E4SignatureInput): string {
  const message = [
    input.method.toUpperCase(),
    input.contentType,
    contentSha1(input.body),
    input.date,
    input.requestTarget,
  ].join("\n");
  return createHmac("sha1", input.hmacKey).update(message, "utf8").digest("base64");
}

export interface SignE4RequestInput {
  method: string;
  requestTarget: string;
  body: string;
  keyId: string;
  hmacKey: string;
  /** Defaults to application/json. */
  contentType?: string;
  /** Defaults to now. */
  date?: Date;
}

export interface E4RequestHeaders {
  "Content-Type": string;
  Accept: string;
  "X-GGe4-Date": string;
  "X-GGe4-Content-SHA1": string;
  Authorization: string;
}

/** The headers that sign one e4 API request (HMAC-SHA1 with the terminal's key). */
export function signE4Request(input: SignE4RequestInput): E4RequestHeaders {
  const contentType = input.contentType ?? "application/json";
  const date = e4Date(input.date ?? new Date());
  const signature = e4Signature({
    method: input.method,
    requestTarget: input.requestTarget,
    body: input.body,
    contentType,
    date,
    hmacKey: input.hmacKey,
  });
  return {
    "Content-Type": contentType,
    Accept: "application/json",
    "X-GGe4-Date": date,
    "X-GGe4-Content-SHA1": contentSha1(input.body),
    Authorization: `GGE4_API ${input.keyId}:${signature}`,
  };
}

export interface E4VerificationInput {
  method: string;
  requestTarget: string;
  rawBody: string;
  headers: {
    authorization?: string | undefined;
    contentType?: string | undefined;
    date?: string | undefined;
    contentSha1?: string | undefined;
  };
  keyId: string;
  hmacKey: string;
  now: Date;
  maxSkewSeconds: number;
}

export type E4VerificationResult = { ok: true } | { ok: false; reason: string };

/** Checks an e4 API request's signature headers; the reason is for the journal, never for the caller. */
export function verifyE4Request(input: E4VerificationInput): E4VerificationResult {
  const { headers } = input;
  const auth = /^GGE4_API\s+([^:\s]+):(\S+)$/.exec(headers.authorization?.trim() ?? "");
  if (!auth) return { ok: false, reason: "Authorization header missing or not GGE4_API key:signature" };
  if (auth[1] !== input.keyId) return { ok: false, reason: `unknown HMAC key id ${auth[1]}` };
  if (!headers.date) return { ok: false, reason: "X-GGe4-Date missing" };
  const signedAt = Date.parse(headers.date);
  if (Number.isNaN(signedAt)) return { ok: false, reason: "X-GGe4-Date is not an ISO 8601 date" };
  if (Math.abs(input.now.getTime() - signedAt) > input.maxSkewSeconds * 1000) {
    return { ok: false, reason: `X-GGe4-Date more than ${input.maxSkewSeconds} s from the gateway's clock` };
  }
  const digest = contentSha1(input.rawBody);
  if (!headers.contentSha1 || headers.contentSha1.toLowerCase() !== digest) {
    return { ok: false, reason: "X-GGe4-Content-SHA1 does not match the body" };
  }
  const fullType = headers.contentType?.trim() ?? "";
  const bareType = fullType.split(";")[0]?.trim() ?? "";
  const candidates = fullType === bareType ? [bareType] : [bareType, fullType];
  const matches = candidates.some((contentType) =>
    safeEqual(
      auth[2] ?? "",
      e4Signature({
        method: input.method,
        requestTarget: input.requestTarget,
        body: input.rawBody,
        contentType,
        date: headers.date ?? "",
        hmacKey: input.hmacKey,
      }),
    ),
  );
  return matches ? { ok: true } : { ok: false, reason: "HMAC signature does not match" };
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
