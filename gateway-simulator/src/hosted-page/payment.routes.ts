/**
 * The hosted payment page:
 * - POST /payment: the merchant's hidden form (x_login, fingerprint, amount …) is verified and a
 *   payment session is opened; the answer is the order summary and the card form. One fingerprint
 *   opens one session: the same form posted again (a second tab, a reload, the back button) shows
 *   the same session while it takes a card, and "already submitted" once a card was approved.
 * - POST /payment/:sessionId/pay: the customer's card details; the transaction is decided and
 *   recorded, the relay response is POSTed to the merchant, and the cardholder sees the merchant's
 *   answer to it, or the gateway's receipt page (./cardholder-answer.ts).
 */
import { randomBytes } from "node:crypto";
import Router, { type RouterContext } from "@koa/router";
import type { GatewayContext, GatewayState } from "../context";
import { readBody, stringFields } from "../http";
import { answerForcedTimeout, chargeCard, ForcedTimeout } from "../processing";
import { fillInvoice, sendRelay } from "../relay";
import { answerCardholder } from "./cardholder-answer";
import type { PaymentSession } from "./payment-session";
import { PAYMENT_FORM_MAX_BYTES } from "./form-fields";
import { faviconIco } from "./favicon";
import { hostedPageHeaders } from "./headers";
import { STYLE, cardFormPage, problemPage } from "./html";
import { validateCardForm, verifyPaymentForm } from "./payment-form";
import { demoCvvResult } from "../protocol/demo-verification";

type PaymentContext = RouterContext<GatewayState>;

export function paymentRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>();
  // "POST data: max length 8000 bytes" (Payment Page Field Validation); the card step is our own form.
  const merchantForm = readBody({ type: "form", limit: `${PAYMENT_FORM_MAX_BYTES}b` });
  const cardForm = readBody({ type: "form", limit: "64kb" });
  router.post("/payment", merchantForm, (ctx) => openPaymentSession(ctx, context));
  router.post("/payment/:sessionId/pay", cardForm, (ctx) => payByCard(ctx, context));
  const icon = faviconIco();
  router.get("/favicon.ico", (ctx) => {
    ctx.type = "image/x-icon";
    ctx.set("Cache-Control", "public, max-age=86400");
    ctx.body = icon;
  });
  return router;
}

function securityHeaders({ store }: GatewayContext) {
  return hostedPageHeaders(
    STYLE,
    [...store.pages.values()].map((page) => page.returnUrl),
  );
}

/** A session that no longer takes a card answers for itself; false when it still does. */
function answeredAsClosed(ctx: PaymentContext, session: PaymentSession, context: GatewayContext): boolean {
  const { store, clock, settings } = context;
  const page = store.pages.get(session.login);
  if (session.status !== "open") {
    ctx.state.journalNote = `payment session already submitted (transaction ${session.transactionTag})`;
    ctx.status = 409;
    ctx.body = problemPage({
      title: "Payment already submitted",
      message: "This payment has already been submitted. It will not be charged again.",
      ...(page && {
        link: {
          href: fillInvoice(page.returnUrl, session.invoice),
          text: "See the result of your payment",
        },
      }),
    });
    return true;
  }
  if (clock.now().getTime() - session.createdAt > settings.sessionTtlSeconds * 1000) {
    ctx.state.journalNote = "payment session expired";
    ctx.status = 410;
    ctx.body = problemPage({
      title: "Payment session expired",
      message:
        "This payment page has expired. Please go back to the GPA website and start your payment again. Your card has not been charged.",
    });
    return true;
  }
  return false;
}

/** POST /payment: the merchant's form verified, then the card form of a new or the same session. */
function openPaymentSession(ctx: PaymentContext, context: GatewayContext): void {
  const { store, clock, settings } = context;
  ctx.set(securityHeaders(context));
  const fields = stringFields(ctx.request.body);
  const result = verifyPaymentForm(fields, {
    pages: store.pages,
    now: clock.now(),
    fingerprintWindowSeconds: settings.fingerprintWindowSeconds,
  });
  ctx.type = "html";
  if (!result.ok) {
    ctx.state.journalNote = result.problem.detail;
    ctx.status = result.problem.status;
    ctx.body = problemPage(result.problem);
    return;
  }
  const { request } = result;
  const fingerprint = `${request.page.login}^${request.fingerprint}`;
  const opened = store.sessionOfFingerprint(fingerprint);
  if (opened) {
    if (answeredAsClosed(ctx, opened, context)) return;
    ctx.state.journalNote = "fingerprint already opened a session: the same session again";
    ctx.body = cardFormPage(request.page, opened);
    return;
  }
  const session: PaymentSession = {
    // Unguessable on purpose, so not from deps.random: whoever knows it can pay this checkout.
    id: randomBytes(24).toString("base64url"),
    login: request.page.login,
    sequence: request.sequence,
    timestamp: request.timestamp,
    amountCents: request.amountCents,
    currency: request.currency,
    invoice: request.invoice,
    poNum: request.poNum,
    relayResponse: request.relayResponse,
    echoed: request.echoed,
    receiptLink: request.receiptLink,
    testRequest: request.testRequest,
    transactionType: request.transactionType,
    createdAt: clock.now().getTime(),
    status: "open",
    transactionTag: null,
  };
  store.addSession(session, fingerprint);
  ctx.body = cardFormPage(request.page, session);
}

/** POST /payment/:sessionId/pay: the card charged once, the relay sent, the browser sent back. */
async function payByCard(ctx: PaymentContext, context: GatewayContext): Promise<void> {
  const { store, clock } = context;
  ctx.set(securityHeaders(context));
  const session = store.sessions.get(ctx.params.sessionId ?? "");
  const page = session ? store.pages.get(session.login) : undefined;
  ctx.type = "html";
  if (!session || !page) {
    ctx.state.journalNote = "unknown payment session";
    ctx.status = 404;
    ctx.body = problemPage({
      title: "Payment not found",
      message:
        "This payment could not be found. Please go back to the GPA website and start your payment again.",
    });
    return;
  }
  if (answeredAsClosed(ctx, session, context)) return;
  const fields = stringFields(ctx.request.body);
  const checked = validateCardForm(fields, page, clock.today());
  if (!checked.ok) {
    ctx.state.journalNote = `card form refused: ${Object.keys(checked.errors).join(", ")}`;
    ctx.status = 422;
    ctx.body = cardFormPage(page, session, checked.values, checked.errors);
    return;
  }
  // Taken before the first await: a second submission of this session (two tabs, a double click)
  // finds it 'submitting' and is not charged.
  session.status = "submitting";
  let transaction: ReturnType<typeof chargeCard>;
  try {
    transaction = chargeCard(
      context,
      {
        source: "hosted-page",
        login: page.login,
        invoice: session.invoice,
        customerRef: session.poNum,
        amountCents: session.amountCents,
        currency: session.currency,
        transactionType: session.transactionType,
      },
      { ...checked.card, cvvGiven: true, cvvResult: demoCvvResult(String(fields.cvv ?? "")) },
      { test: session.testRequest },
    );
  } catch (error) {
    if (!(error instanceof ForcedTimeout)) throw error;
    session.status = "open";
    await answerForcedTimeout(ctx, context, error);
    return;
  }
  session.transactionTag = transaction.transactionTag;
  let relay: Awaited<ReturnType<typeof sendRelay>> | null = null;
  try {
    // Without x_relay_response=TRUE the real page shows its own receipt and relays nothing (Manual §7).
    if (session.relayResponse) relay = await sendRelay(context, transaction, page, session.echoed);
  } finally {
    // After a decline the customer may try another card on the same page.
    session.status = transaction.approved ? "completed" : "open";
  }
  answerCardholder(ctx, context, page, session, transaction, relay);
}
