/**
 * The hosted payment page:
 * - POST /payment: the merchant's hidden form (x_login, fingerprint, amount …) is verified and a
 *   payment session is opened; the answer is the order summary and the card form.
 * - POST /payment/:sessionId/pay: the customer's card details; the transaction is decided and
 *   recorded, the relay response is POSTed to the merchant, and the browser is sent (303) to the
 *   page's return URL for the invoice.
 */
import { randomBytes } from "node:crypto";
import Router from "@koa/router";
import type { GatewayContext, GatewayState } from "../context";
import { readBody, stringFields } from "../http";
import { chargeCard } from "../processing";
import { fillInvoice, sendRelay } from "../relay";
import type { PaymentSession } from "../store";
import { cardFormPage, problemPage } from "./html";
import { validateCardForm, verifyPaymentForm } from "./payment-form";

export function paymentRoutes(context: GatewayContext): Router<GatewayState> {
  const { store, clock, settings } = context;
  const router = new Router<GatewayState>();
  const formBody = readBody({ type: "form", limit: "64kb" });

  router.post("/payment", formBody, (ctx) => {
    const fields = stringFields(ctx.request.body);
    const result = verifyPaymentForm(fields, {
      pages: store.pages,
      now: clock.now(),
      fingerprintWindowSeconds: settings.fingerprintWindowSeconds,
    });
    if (!result.ok) {
      ctx.state.journalNote = result.problem.detail;
      ctx.status = result.problem.status;
      ctx.type = "html";
      ctx.body = problemPage(result.problem);
      return;
    }
    const { request } = result;
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
      createdAt: clock.now().getTime(),
      status: "open",
      transactionTag: null,
    };
    store.addSession(session);
    ctx.type = "html";
    ctx.body = cardFormPage(request.page, session);
  });

  router.post("/payment/:sessionId/pay", formBody, async (ctx) => {
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
    const returnUrl = fillInvoice(page.returnUrl, session.invoice);
    if (session.status === "completed") {
      ctx.state.journalNote = `payment session already completed (transaction ${session.transactionTag})`;
      ctx.status = 409;
      ctx.body = problemPage({
        title: "Payment already submitted",
        message: "This payment has already been submitted. It will not be charged again.",
        link: { href: returnUrl, text: "See the result of your payment" },
      });
      return;
    }
    if (clock.now().getTime() - session.createdAt > settings.sessionTtlSeconds * 1000) {
      ctx.state.journalNote = "payment session expired";
      ctx.status = 410;
      ctx.body = problemPage({
        title: "Payment session expired",
        message:
          "This payment page has expired. Please go back to the GPA website and start your payment again. Your card has not been charged.",
      });
      return;
    }
    const fields = stringFields(ctx.request.body);
    const checked = validateCardForm(fields, page, clock.today());
    if (!checked.ok) {
      ctx.state.journalNote = `card form refused: ${Object.keys(checked.errors).join(", ")}`;
      ctx.status = 422;
      ctx.body = cardFormPage(page, session, checked.values, checked.errors);
      return;
    }
    const transaction = chargeCard(
      context,
      {
        source: "hosted-page",
        login: page.login,
        invoice: session.invoice,
        customerRef: session.poNum,
        amountCents: session.amountCents,
        currency: session.currency,
      },
      { ...checked.card, cvvGiven: true },
    );
    session.status = "completed";
    session.transactionTag = transaction.transactionTag;
    await sendRelay(context, transaction, page);
    ctx.redirect(returnUrl);
    ctx.status = 303;
  });

  return router;
}
