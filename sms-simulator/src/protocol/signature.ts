/**
 * How Twilio signs the requests it sends to an application (status callbacks, incoming messages):
 * "Twilio signs all HTTP requests to your app with an X-Twilio-Signature HTTP header … Twilio
 * hashes the signature with the HMAC-SHA1 hashing algorithm using your account auth token as the
 * secret key" (Twilio docs, Usage › Webhooks › "Secure webhooks", Authenticate with signatures).
 * The signed text is the full URL the request goes to, followed by every POST parameter sorted by
 * name, each as its name then its value with no separator; the digest is Base64 (the same page, and
 * twilio-node's `getExpectedTwilioSignature`).
 */
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Twilio-Signature";

/** The X-Twilio-Signature of a form POST to `url` with `params`, under `authToken`. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(Buffer.from(signed, "utf8")).digest("base64");
}
