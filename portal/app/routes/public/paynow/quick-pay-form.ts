/** Quick pay's step 1 and step 3 forms, checked the same way in the browser and in the action (spec 002 §4). */
import { parseWithValibot } from "@conform-to/valibot";
import { paymentMessages, QuickPayStep1 } from "@paygpa/contract";
import * as v from "valibot";
import { MAX_AMOUNT, parseCurrency } from "../../../lib/currency";

export const parseStep1 = (formData: FormData) =>
  parseWithValibot(formData, { schema: QuickPayStep1, disableAutoCoercion: true });

/** Step 3's amount ('$ 1,234.56'): none reads 'enter an amount', else it must be $1 to $99,999.99. */
export const QuickPayAmount = v.object({
  amount: v.pipe(
    v.optional(v.string(), ""),
    v.transform(parseCurrency),
    v.check((amount) => amount !== 0, paymentMessages.enterAmount),
    v.check((amount) => amount >= 1 && amount <= MAX_AMOUNT, paymentMessages.amountRange),
  ),
});

/** Step 3's form as a Conform submission: one message at most (the first broken rule). */
export const parseAmount = (formData: FormData) =>
  parseWithValibot(formData, {
    schema: QuickPayAmount,
    disableAutoCoercion: true,
    info: { abortPipeEarly: true },
  });

/** The amount in dollars, or the one message the step shows (the same in the browser and the action). */
export function checkAmount(formData: FormData): { amount: number } | { message: string } {
  const submission = parseAmount(formData);
  if (submission.status === "success") return { amount: submission.value.amount };
  return { message: submission.error?.amount?.[0] ?? paymentMessages.enterAmount };
}
