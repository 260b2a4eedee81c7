/**
 * What the cardholder's browser gets after the card step (Hosted Checkout Payment Pages Integration
 * Manual, "Relay Response"; Receipt Page options):
 * - with a relay answered in time: the merchant's answer, shown as it came; a redirect it answers is
 *   followed only when the page allows HTTP redirection (`relayRedirect`), else the receipt page;
 * - without one (no relay asked for, or it was lost, late, failed or answered an error): the
 *   gateway's receipt page, with the receipt link back to the merchant (`receipt-page.ts`).
 */
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import type { GatewayContext, GatewayKoaContext } from "../context";
import type { GatewayTransaction } from "../protocol/transaction";
import { fillInvoice, type RelayResult } from "../relay";
import type { PaymentSession } from "./payment-session";
import { RECEIPT_LINK_METHODS, type ReceiptLinkMethod } from "./page-settings";
import { receiptPage } from "./receipt-page";

export function answerCardholder(
  ctx: GatewayKoaContext,
  context: GatewayContext,
  page: GatewayPaymentPage,
  session: PaymentSession,
  transaction: GatewayTransaction,
  relay: RelayResult | null,
): void {
  const settings = context.store.settingsOf(page);
  const answer = relay?.answer ?? null;
  if (answer) {
    const redirect = answer.status >= 300 && answer.status < 400 && answer.location;
    if (redirect && settings.relayRedirect) {
      ctx.status = 303;
      ctx.redirect(answer.location ?? "");
      ctx.status = 303;
      return;
    }
    if (!redirect && answer.status < 500 && answer.body.trim() !== "") {
      // The merchant's page, not the gateway's: none of the card form's script and style policy.
      ctx.remove("Content-Security-Policy");
      ctx.status = 200;
      ctx.type = answer.contentType || "text/html";
      ctx.body = answer.body;
      return;
    }
    ctx.state.journalNote = redirect
      ? "the merchant's relay answer redirects, and the page does not allow redirection"
      : `the merchant's relay answer (HTTP ${answer.status}) has nothing to show`;
  }
  const given = session.receiptLink;
  const method = (RECEIPT_LINK_METHODS as readonly string[]).includes(given.method ?? "")
    ? (given.method as ReceiptLinkMethod)
    : settings.receiptLink.method;
  const url = fillInvoice(given.url ?? settings.receiptLink.url, session.invoice);
  if (method === "REDI") {
    ctx.redirect(url);
    ctx.status = 303;
    return;
  }
  const { html, scriptHash } = receiptPage(page, session, transaction, {
    url,
    method,
    text: given.text ?? settings.receiptLink.text,
  });
  if (scriptHash) {
    const policy = ctx.response.get("Content-Security-Policy");
    ctx.set("Content-Security-Policy", `${policy}; script-src 'sha256-${scriptHash}'`);
  }
  ctx.status = 200;
  ctx.type = "html";
  ctx.body = html;
}
