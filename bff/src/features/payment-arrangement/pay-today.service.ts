/**
 * Step 2's Pay Now through the hosted payment page (spec 002 §2, §7 get-fphash-payment-arr) and the
 * thank-you page's outcome. The payment itself is the payments feature's hosted checkout; this
 * records which checkouts belong to the arrangement and counts each approved one once.
 */
import type { ArrangementPaymentResponse, GetFpHashResponse } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import { messages } from "@paygpa/contract";
import type { Services } from "../../services";
import type { CustomerSession } from "../auth";
import { fpHashDigest, hostedCheckout, paymentDetails, submitOnce } from "../payments";
import {
  arrangementCheckout,
  countArrangementPayment,
  paidTodayCents,
  recordArrangementCheckout,
} from "./arrangement.repository";
import { newBalanceAfterPayCents, requireDraftRow } from "./draft.service";

type PayServices = Pick<Services, "billing" | "clock" | "config" | "db" | "gateway">;
type Customer = Pick<CustomerSession, "tokenHash" | "personId" | "accountIds">;

const payerOf = (customer: Customer) => ({ kind: "customer" as const, ...customer });

/**
 * get-fphash-payment-arr: a hosted checkout for one account of the draft. With an idempotency key
 * (one per account and opening of step 2), Pay Now sent again — a double click, a resubmission, a
 * retry after a lost answer — gets the first checkout back, as quick pay's get-fphash does.
 */
export async function arrangementCheckoutForm(
  services: PayServices,
  customer: Customer,
  request: { accountId: string; amount: number; idempotencyKey?: string },
): Promise<GetFpHashResponse> {
  await requireDraftRow(services, customer.personId, request.accountId);
  const checkout = { accounts: [{ accountId: request.accountId, amount: request.amount }] };
  const open = () => openArrangementCheckout(services, customer, request);
  const key = request.idempotencyKey;
  if (!key) return open();
  return submitOnce(
    services,
    payerOf(customer),
    { route: "get-fphash", key, digest: fpHashDigest(checkout) },
    open,
  );
}

async function openArrangementCheckout(
  services: PayServices,
  customer: Customer,
  request: { accountId: string; amount: number },
): Promise<GetFpHashResponse> {
  const form = await hostedCheckout(services, payerOf(customer), {
    accounts: [{ accountId: request.accountId, amount: request.amount }],
  });
  await recordArrangementCheckout(services.db, {
    invoice: form.fp_sequence,
    personId: customer.personId,
    accountId: request.accountId,
    amountCents: Math.round(request.amount * 100),
    at: services.clock.now().toISOString(),
  });
  return form;
}

/**
 * The thank-you page (spec 002 §2): (b) approved and posted, (a) approved but billing's status is
 * not posted, (c) anything else; pending while the gateway's or billing's answer is awaited.
 */
export async function arrangementPaymentOutcome(
  services: PayServices,
  customer: Customer,
  invoice: string,
): Promise<ArrangementPaymentResponse> {
  const checkout = await arrangementCheckout(services.db, invoice);
  if (!checkout || checkout.person_id !== customer.personId)
    throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  const details = await paymentDetails(services, payerOf(customer), invoice);
  const result = details.paymentResults[0];
  const approved = result?.status === "approved";
  if (approved) await countArrangementPayment(services.db, invoice);
  const row = await requireDraftRow(services, customer.personId, checkout.account_id);
  const paid = (await paidTodayCents(services.db, customer.personId)).get(checkout.account_id) ?? 0;
  const billingStatus = result?.ccb_status ?? "";
  const outcome =
    !result || result.status === "pending"
      ? "pending"
      : !approved
        ? "notProcessed"
        : billingStatus === "In CCB"
          ? "posted"
          : billingStatus === "Pending"
            ? "pending"
            : "notPosted";
  return {
    outcome,
    accountId: checkout.account_id,
    paymentId: result?.paymentId ?? "",
    amount: checkout.amount_cents / 100,
    remainingBalance: newBalanceAfterPayCents(row, paid) / 100,
  };
}
