/** Authentication of the e4 API routes: the HMAC-SHA1 request signature of the terminal. */
import type { GatewayContext, GatewayKoaContext } from "./context";
import { headerValue } from "./http";
import { type E4VerificationResult, verifyE4Request } from "./protocol/hashes";

/** e4's answer to any authentication failure (HTTP 401, plain text). */
export const UNAUTHORIZED_MESSAGE = "Unauthorized Request. Bad or missing credentials.";

export function verifyRequestSignature(
  ctx: GatewayKoaContext,
  context: GatewayContext,
  rawBody: string,
): E4VerificationResult {
  return verifyE4Request({
    method: ctx.method,
    requestTarget: ctx.url,
    rawBody,
    headers: {
      authorization: headerValue(ctx, "authorization"),
      contentType: headerValue(ctx, "content-type"),
      date: headerValue(ctx, "x-gge4-date"),
      contentSha1: headerValue(ctx, "x-gge4-content-sha1"),
    },
    keyId: context.store.terminal.hmacKeyId,
    hmacKey: context.store.terminal.hmacKey,
    now: context.clock.now(),
    maxSkewSeconds: context.settings.signatureWindowSeconds,
  });
}

export function plainText(
  ctx: GatewayKoaContext,
  status: number,
  message: string,
  journalNote?: string,
): void {
  ctx.state.journalNote = journalNote ?? message;
  ctx.status = status;
  ctx.type = "text/plain";
  ctx.body = message;
}
