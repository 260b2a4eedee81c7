import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, unknownAccount } from "../errors";
import { onePage, pageAsked } from "../paging";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { electricServiceAgreement } from "../accounts/views";

/** Tender types billing knows for card payments: Visa, Mastercard, Discover. */
const TENDER_TYPES = ["CCV", "CCM", "CCD"] as const;

/** The `_data` list of one of Oracle's list objects (`paymentTenders: { _data: [...] }`). */
function listOf(body: Body, field: string): unknown[] {
  const list = jsonObject(body[field])._data;
  if (!Array.isArray(list)) throw badRequest(`${field}._data must be a list`);
  return list;
}

/**
 * The one tender and the one payment of a portal payment event (both on the same account), as
 * Create Payment Event nests them: `paymentTenders._data[]` with the tendering account as
 * `payorAccount: { accountId }`, `payments._data[]` with the paid account as `account: { accountId }`.
 */
function portalPaymentEvent(body: Body) {
  const tenders = listOf(body, "paymentTenders");
  const payments = listOf(body, "payments");
  if (tenders.length !== 1) throw badRequest("paymentTenders must hold one tender");
  if (payments.length !== 1) throw badRequest("payments must hold one payment");
  const tender = jsonObject(tenders[0]);
  const payment = jsonObject(payments[0]);
  const accountId = requiredString(jsonObject(payment.account), "accountId");
  const amountText = requiredString(payment, "paymentAmount");
  const tenderType = requiredString(tender, "tenderType");
  const externalReferenceId = requiredString(tender, "externalReferenceId");
  if (requiredString(jsonObject(tender.payorAccount), "accountId") !== accountId) {
    throw badRequest("payorAccount.accountId must be the paid account");
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
 * The lists and the account objects are as the page nests them (`paymentTenders`, `payments`, each
 * `{ _data: [...] }`; `payorAccount` and `account` objects holding `accountId`); the tender's scalar
 * names follow the user guide's labels ("Single Payment Event Dialog") and are listed unverified in
 * `src/contract/oracle-services.ts`.
 *
 * The look-up is a GPA CM service: `GET /rest/apis/cm/financials/paymentTenders?externalReferenceId=…`
 * (decision 027). Oracle's 25.4 and later publish "Search Payment Event Payments"
 * (`POST /rest/apis/customer/financials/paymentEvents/payments/search`), whose criteria could not be
 * read; if it searches by external reference, it can replace this CM service.
 *
 * That page (25.10, `…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-payments-search-post.html`)
 * now reads: its `filters` are `accountId` and `personName` only, and it answers payments, not
 * tenders with their external reference — so the tender look-up stays a CM service ("no base
 * service because …", `src/contract/cm/payments.ts`), while payment history by account is answered
 * by Oracle's search below.
 */
export function paymentRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/customer/financials/paymentEvents/", (ctx) => {
    const request = portalPaymentEvent(jsonObject(ctx.request.body));
    const account = store.account(request.accountId);
    if (!account) throw unknownAccount();
    const sa = electricServiceAgreement(store, request.accountId);
    if (!sa) throw unknownAccount();
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
      paymentTenders: {
        _data: [
          {
            paymentTenderId: `T${payment.ftId}`,
            payorAccount: { accountId: request.accountId },
            tenderAmount: request.amountText,
            tenderType: request.tenderType,
            externalReferenceId: request.externalReferenceId,
          },
        ],
      },
      payments: {
        _data: [
          {
            paymentId: payment.ftId,
            account: { accountId: request.accountId },
            paymentAmount: request.amountText,
            // CCB's payment status: 50 = Frozen (posted to the account).
            paymentStatus: "50",
          },
        ],
      },
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

/** The account's payments by Oracle's search (beside Create Payment Event above). */
export function paymentSearchRoutes(router: Router, store: CcbStore): void {
  /**
   * `POST /rest/apis/customer/financials/paymentEvents/payments/search` — "Search Payment Event
   * Payments" (25.4 on): `filters.accountId` (or `paymentEventId`), `limit`, `offset`; the answer's
   * `payments` list with each payment's `account`, and `limit`, `offset`, `hasMore`.
   */
  router.post("/customer/financials/paymentEvents/payments/search", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const filters = body.filters === undefined ? {} : jsonObject(body.filters);
    const accountId = typeof filters.accountId === "string" ? filters.accountId : undefined;
    const eventId = typeof body.paymentEventId === "string" ? body.paymentEventId : undefined;
    if (!accountId && !eventId) throw badRequest("filters.accountId or paymentEventId is required");
    if (accountId && !store.account(accountId)) throw unknownAccount();
    const rows = accountId
      ? store
          .transactions(accountId)
          .filter((ft) => ft.FinancialTransactionType === "PS")
          .map((ft) => ({
            id: ft.ftId,
            accountId: ft.AccountID,
            amount: (-ft.TotalAmount).toFixed(2),
            date: ft.ArrearsDate,
          }))
      : store
          .postedPayments()
          .map((p) => ({ id: p.paymentId, accountId: p.AccountID, amount: p.amount, date: p.ArrearsDate }));
    const payments = rows
      .filter((row) => !eventId || `E${row.id}` === eventId)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
    const { page, paging } = onePage(payments, pageAsked(body));
    ctx.body = {
      ...(eventId ? { paymentEventId: eventId } : {}),
      payments: {
        _data: page.map((row) => ({
          paymentId: row.id,
          account: { accountId: row.accountId },
          paymentAmount: row.amount,
          paymentDate: row.date,
          paymentStatus: "50",
        })),
      },
      limit: paging.limit,
      offset: paging.offset,
      hasMore: paging.hasMore,
    };
  });
}
