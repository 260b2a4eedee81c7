import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound, badRequest } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredCode, requiredString } from "../validation";
import { electricServiceAgreement, financialSummary } from "../accounts/views";

/** Payment sources billing knows for card payments: Visa, Mastercard, Discover. */
const PAYMENT_SOURCES = ["CCV", "CCM", "CCD"] as const;

/**
 * make-payment: `POST /ccb/v1/payments` posts one card payment to an account. It creates the PS
 * financial transaction on the electric service agreement and lowers its balance. The same
 * `paymentKey` twice posts once (the second call answers the first payment, `created: false`).
 */
export function paymentRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/payments", (ctx) => {
    const request = jsonObject(ctx.request.body);
    const accountId = requiredString(request, "AccountID");
    const amountText = requiredString(request, "amount");
    requiredCode(request, "method", "PG001");
    requiredCode(request, "cardCharge", "0.00");
    const paymentSource = requiredString(request, "paymentSource");
    const paymentKey = requiredString(request, "paymentKey");
    if (!(PAYMENT_SOURCES as readonly string[]).includes(paymentSource)) {
      throw badRequest(`paymentSource must be one of ${PAYMENT_SOURCES.join(", ")}`);
    }
    if (!/^\d{1,5}\.\d{2}$/.test(amountText) || Number(amountText) <= 0) {
      throw badRequest('amount must be a positive amount with 2 decimals, e.g. "75.25"');
    }
    if (paymentKey.length > 64) throw badRequest("paymentKey must be at most 64 characters");
    const account = store.account(accountId);
    if (!account) throw accountNotFound();
    const sa = electricServiceAgreement(store, accountId);
    if (!sa) throw accountNotFound();
    const { payment, created } = store.postPayment({
      accountId,
      said: sa.SAID,
      amount: Number(amountText),
      arrearsDate: clock.today(),
      paymentKey,
    });
    if (payment.AccountID !== accountId) {
      throw badRequest("paymentKey was already used for another account");
    }
    ctx.status = created ? 201 : 200;
    ctx.body = {
      paymentId: payment.ftId,
      status: "1",
      created,
      AccountID: accountId,
      amount: (-payment.TotalAmount).toFixed(2),
      paymentSource,
      paymentKey,
      ArrearsDate: payment.ArrearsDate,
      CurrentBalance: financialSummary(store, account, clock.today()).details.CurrentBalance,
    };
  });
}
