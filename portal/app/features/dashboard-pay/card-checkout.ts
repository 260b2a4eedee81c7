/**
 * The card dialog's state (spec 000 §2 'Card checkout modals'): a Conform form checked with the
 * contract's `PayeezyRequest` (card-form.ts), one idempotency key per opening, the result tab, and
 * what the BFF answered.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { newIdempotencyKey, paymentMessages } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { cardFieldErrors, parseCardForm } from "./card-form";
import type { CardPaymentAnswer } from "./card-payment-answer";
import type { OrderLine } from "./order-line";

/** The dialog's state: its Conform form and fields, one idempotency key, the answer's message. */
type CardCheckout = {
  open: boolean;
  order: OrderLine[];
  customerEmail: string;
  onApproved(): void;
};

export function useCardCheckout({ open, order, customerEmail, onApproved }: CardCheckout) {
  const fetcher = useFetcher<CardPaymentAnswer>();
  const popup = useRef<Window | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The BFF's field messages, shown by Conform under their fields (which focuses the first).
  const [answered, setAnswered] = useState<SubmissionResult<string[]> | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const { idempotencyKey, setIdempotencyKey, opening } = useOneKeyPerOpening(open, () => {
    setMessage(null);
    setAnswered(undefined);
  });

  const [form, fields] = useForm({
    id: `card-dialog-${opening}`,
    lastResult: answered,
    defaultValue: { card_type: "Visa", confirmationEmail: customerEmail },
    // The same schema as the action and the BFF: every card field required, zip and e-mail shaped.
    onValidate: ({ formData }) => parseCardForm(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event, { formData }) {
      event.preventDefault();
      setMessage(null);
      // Opened now, while the click still counts as the customer's, so no pop-up blocker stops it.
      popup.current = window.open("", "_blank");
      popup.current?.document.write("<p style='font-family:sans-serif'>Loading...</p>");
      fetcher.submit(formData, { method: "post", action: "/payments/card" });
    },
  });

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
    if (shown === "approved") return onApproved();
    const byField = shown === "by field" && !answer.ok ? cardFieldErrors(answer.fields) : null;
    if (byField) setAnswered({ status: "error", error: byField });
    setMessage(byField ? null : answer.message);
  }, [fetcher.data, fetcher.state, onApproved]);

  /** Check Out: an order of nothing is refused before the card is even looked at. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (order.reduce((sum, line) => sum + line.amount, 0) === 0) {
      event.preventDefault();
      setMessage(paymentMessages.selectAccountAndAmount);
      return;
    }
    // A saved card (decision 030): no card field to check here; the BFF checks the rest.
    const formData = new FormData(event.currentTarget);
    if (String(formData.get("cardId") ?? "") !== "") {
      event.preventDefault();
      setMessage(null);
      popup.current = window.open("", "_blank");
      popup.current?.document.write("<p style='font-family:sans-serif'>Loading...</p>");
      fetcher.submit(formData, { method: "post", action: "/payments/card" });
      return;
    }
    form.onSubmit(event);
  };
  return { form, fields, idempotencyKey, message, busy, onSubmit };
}

/**
 * One payment per opening of the dialog: a double click or a resubmission sends the same key, and
 * the BFF answers it with the first attempt's result instead of charging the card again. Each
 * opening also starts a new form (`opening` counts them; `onOpen` clears the last one's message).
 */
function useOneKeyPerOpening(open: boolean, onOpen: () => void) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [opening, setOpening] = useState(0);
  const clearLastOpening = useRef(onOpen);
  clearLastOpening.current = onOpen;
  useEffect(() => {
    if (!open) return;
    setIdempotencyKey(newIdempotencyKey());
    setOpening((count) => count + 1);
    clearLastOpening.current();
  }, [open]);
  return { idempotencyKey, setIdempotencyKey, opening };
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
