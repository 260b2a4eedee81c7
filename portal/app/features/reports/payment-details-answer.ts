/**
 * What 'Payment Details for Receipt Number' reads from its resource route
 * (routes/admin/reports/payment.ts): the payment, or the BFF's refusal as text. Declared beside the
 * dialog so that the dialog never imports the route.
 */
import type { IndividualPaymentResponse } from "@paygpa/contract";
import type * as v from "valibot";

export type PaymentDetailsAnswer =
  | { payment: v.InferOutput<typeof IndividualPaymentResponse>["result"]["data"] }
  | { error: string };
