import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound, badRequest } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { electricServiceAgreement } from "../accounts/views";

/** Tender types billing knows for card payments: Visa, Mastercard, Discover. */
const TENDER_TYPES = ["CCV", "CCM", "CCD"] as const;

/** The one tender and the one payment of a portal payment event (both on the same account). */
function portalPaymentEvent(body: Body) {
  const tenders = body.tenders;
  const payments = body.payments;
  if (!Array.isArray(tenders) || tenders.length !== 1) throw badRequest("tenders must hold one tender");
  if (!Array.isArray(payments) || payments.length !== 1) throw badRequest("payments must hold one payment");
  const tender = jsonObject(tenders[0]);
  const payment = jsonObject(payments[0]);
  const accountId = requiredString(payment, "accountId");
  const amountText = requiredString(payment, "paymentAmount");
  const tenderType = requiredString(tender, "tenderType");
  const externalReferenceId = requiredString(tender, "externalReferenceId");
  if (requiredString(tender, "payorAccountId") !== accountId) {
    throw badRequest("payorAccountId must be the paid account");
  }
  if (requiredString(tender, "tenderAmount") !== amountText) {
    throw badRequest("tenderAmount must equal paymentAmount");
  }
  if (!(TENDER_TYPES as readonly string[]).includes(tenderType)) {
    throw badRequest(`tenderType must be one of ${TENDER_TYPES.join(", ")}`);
  }
  if (!/^\d{1,5}\.\d{2}$/.test(amountText) || Number(amountText) <= 0) {
    throw badRequest('paymentAmount must be a positive amount with 2 decimals, e.g. "75.25"');
  }
  // CCB's EXT_REFERENCE_ID holds 30 characters (Payment Upload Staging, CI_PAY_TNDR_ST).
  if (externalReferenceId.length > 30) throw badRequest("externalReferenceId must be at most 30 characters");
  return { accountId, amountText, tenderType, externalReferenceId };
}

/**
 * make-payment as CCB takes it: a payment event with one tender and one payment.
 * `POST /rest/apis/customer/financials/paymentEvents/` — Oracle Utilities REST API, Financial
 * Transactions / Payment Event, "Create Payment Event"
 * (`…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html`). The
 * tender's "External Reference ID" (Payment Event - Tenders, business user guide) carries the
 * portal's payment id. Like CCB, the same reference twice posts twice: the caller looks it up first.
 *
 * The tender's and payment's field names follow the user guide's labels ("Single Payment Event
 * Dialog"): they are unverified against Oracle's schema (`src/contract/oracle-services.ts`).
 *
 * The look-up is a GPA CM service: `GET /rest/apis/cm/financials/paymentTenders?externalReferenceId=…`
 * (decision 027). Oracle's 25.4 and later publish "Search Payment Event Payments"
 * (`POST /rest/apis/customer/financials/paymentEvents/payments/search`), whose criteria could not be
 * read; if it searches by external reference, it can replace this CM service.
 */
export function paymentRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/customer/financials/paymentEvents/", (ctx) => {
    const request = portalPaymentEvent(jsonObject(ctx.request.body));
    const account = store.account(request.accountId);
    if (!account) throw accountNotFound();
    const sa = electricServiceAgreement(store, request.accountId);
    if (!sa) throw accountNotFound();
    const payment = store.postPayment({
      accountId: request.accountId,
      said: sa.SAID,
      amount: Number(request.amountText),
      arrearsDate: clock.today(),
      externalReferenceId: request.externalReferenceId,
    });
    ctx.status = 201;
    ctx.body = {
      paymentEventId: `E${payment.ftId}`,
      paymentDate: payment.ArrearsDate,
      tenders: [
        {
          paymentTenderId: `T${payment.ftId}`,
          payorAccountId: request.accountId,
          tenderAmount: request.amountText,
          tenderType: request.tenderType,
          externalReferenceId: request.externalReferenceId,
        },
      ],
      payments: [
        {
          paymentId: payment.ftId,
          accountId: request.accountId,
          paymentAmount: request.amountText,
          // CCB's payment status: 50 = Frozen (posted to the account).
          paymentStatus: "50",
        },
      ],
    };
  });

  router.get("/cm/financials/paymentTenders", (ctx) => {
    const reference = ctx.query.externalReferenceId;
    if (typeof reference !== "string" || reference.trim() === "") {
      throw badRequest("externalReferenceId is required");
    }
    ctx.body = {
      paymentTenders: store.paymentsByExternalReference(reference).map((payment) => ({
        paymentTenderId: `T${payment.paymentId}`,
        externalReferenceId: payment.externalReferenceId,
        payorAccountId: payment.AccountID,
        tenderAmount: payment.amount,
        paymentId: payment.paymentId,
        paymentStatus: "50",
        paymentDate: payment.ArrearsDate,
      })),
    };
  });
}
