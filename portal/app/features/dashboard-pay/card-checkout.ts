/**
 * The card dialog's state (spec 000 §2 'Card checkout modals'): the card's fields and their
 * messages, one idempotency key per opening, the result tab, and what the BFF answered.
 */
import {
  type CardBrandChoice,
  newIdempotencyKey,
  PayeezyRequest,
  paymentMessages,
} from "@paygpa/bff/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import type { CardPaymentAnswer } from "./card-payment-answer";
import type { OrderLine } from "./pay-cart";

export type CardFieldName =
  | "card_holder"
  | "card_num"
  | "exp_date"
  | "CAVV"
  | "billingZipCode"
  | "confirmationEmail";

/** The dialog's text fields in screen order: the first one in error gets the focus. */
const CARD_FIELDS: readonly CardFieldName[] = [
  "card_holder",
  "card_num",
  "exp_date",
  "CAVV",
  "billingZipCode",
  "confirmationEmail",
];

/** The dialog's state: the card's fields, their messages, one idempotency key, the answer. */
export function useCardCheckout({
  open,
  order,
  customerEmail,
  onApproved,
}: {
  open: boolean;
  order: OrderLine[];
  customerEmail: string;
  onApproved(): void;
}) {
  const fetcher = useFetcher<CardPaymentAnswer>();
  const popup = useRef<Window | null>(null);
  const [brand, setBrand] = useState<CardBrandChoice>("Visa");
  const [values, setValues] = useState(() => blankCard(customerEmail));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardFieldName, string[]>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  // One payment per opening of the dialog: a double click or a resubmission sends the same key, and
  // the BFF answers it with the first attempt's result instead of charging the card again.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (open) setIdempotencyKey(newIdempotencyKey());
  }, [open]);

  /** Shows each field's messages under it and focuses the first; answers whether any was a card field. */
  const showFieldErrors = (errors: Partial<Record<string, string[]>>): boolean => {
    setFieldErrors(errors);
    const first = CARD_FIELDS.find((name) => errors[name]?.length);
    if (first) document.getElementById(`card-${first}`)?.focus();
    return first !== undefined;
  };

  // Each answer is handled once, whatever re-renders the dialog afterwards.
  const handled = useRef<CardPaymentAnswer | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    // That payment has its answer: another Check Out in this dialog is another payment.
    if (answer.ok || answer.invoice) setIdempotencyKey(newIdempotencyKey());
    const shown = showAnswer(answer, popup.current);
    popup.current = null;
    if (shown === "approved") onApproved();
    else if (shown === "by field")
      setMessage(showFieldErrors(answer.ok ? {} : (answer.fields ?? {})) ? null : answer.message);
    else setMessage(answer.message);
  }, [fetcher.data, fetcher.state, onApproved]);

  const checkOut = () => {
    if (order.reduce((sum, line) => sum + line.amount, 0) === 0) {
      setMessage(paymentMessages.selectAccountAndAmount);
      return;
    }
    const request = cardRequest(order, brand, values, idempotencyKey);
    // The same schema as the action and the BFF: every card field required, zip and e-mail shaped.
    const checked = v.safeParse(PayeezyRequest, request);
    if (!checked.success) {
      const shownByField = showFieldErrors(v.flatten<typeof PayeezyRequest>(checked.issues).nested ?? {});
      setMessage(shownByField ? null : (checked.issues[0]?.message ?? null));
      return;
    }
    setFieldErrors({});
    setMessage(null);
    // Opened now, while the click still counts as the customer's, so no pop-up blocker stops it.
    popup.current = window.open("", "_blank");
    popup.current?.document.write("<p style='font-family:sans-serif'>Loading...</p>");
    fetcher.submit(checked.output, { method: "post", action: "/payments/card", encType: "application/json" });
  };

  const setValue = (name: CardFieldName, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  return { brand, setBrand, values, setValue, fieldErrors, message, busy, checkOut };
}

/** The fields of a newly opened dialog: the e-mail on file prefilled (the receipt may go elsewhere). */
function blankCard(customerEmail: string): Record<CardFieldName, string> {
  return {
    card_holder: "",
    card_num: "",
    exp_date: "",
    CAVV: "",
    billingZipCode: "",
    confirmationEmail: customerEmail,
  };
}

/** What Check Out sends: the order's lines, the card as typed (number and expiry as digits), the key. */
function cardRequest(
  order: OrderLine[],
  brand: CardBrandChoice,
  values: Record<CardFieldName, string>,
  idempotencyKey: string,
) {
  return {
    accounts: order.map((line) => ({ accountId: line.accountId, amount: line.amount })),
    card_type: brand,
    ...values,
    card_num: values.card_num.replace(/[\s-]/g, ""),
    exp_date: values.exp_date.replace(/\D/g, ""),
    idempotencyKey,
  };
}

/**
 * Points the result tab at the answer's invoice, or closes it when no payment was made; answers
 * what the dialog shows: nothing more (approved), the answer's message, or the field messages.
 */
function showAnswer(answer: CardPaymentAnswer, tab: Window | null): "approved" | "message" | "by field" {
  const invoice = answer.invoice;
  if (!invoice) {
    tab?.close();
    return "by field";
  }
  // A payment that failed after its checkout was made also opens its result page (spec 000 §8: in
  // the failed state), and the dialog says it too.
  if (tab) tab.location.href = `/payment-result/${invoice}`;
  else window.open(`/payment-result/${invoice}`, "_blank");
  return answer.ok && answer.approved ? "approved" : "message";
}
