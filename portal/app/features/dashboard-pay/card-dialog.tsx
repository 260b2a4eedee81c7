/**
 * 'Pay with Your Credit Card' (spec 000 §2 'Card checkout modals'): card type, cardholder, number,
 * expiry, CVV with its hint, billing zip and confirmation e-mail, checked with the contract's
 * `PayeezyRequest` as the action and the BFF do; Check Out opens the result tab at once.
 */
import type { CardBrandChoice } from "@paygpa/bff/contract";
import { newIdempotencyKey, PayeezyRequest, paymentMessages } from "@paygpa/bff/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { BusyButton, ErrorList, StatusMessage } from "../../ui/forms";
import type { CardPaymentAnswer } from "./card-payment-answer";
import { dialogBox, overlay } from "./dialog-styles";
import type { OrderLine } from "./pay-cart";

type CardFieldName =
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

export function CardDialog({
  open,
  order,
  customerEmail,
  onClose,
  onApproved,
}: {
  open: boolean;
  order: OrderLine[];
  customerEmail: string;
  onClose(): void;
  onApproved(): void;
}) {
  const fetcher = useFetcher<CardPaymentAnswer>();
  const popup = useRef<Window | null>(null);
  const [brand, setBrand] = useState<CardBrandChoice>("Visa");
  const [values, setValues] = useState<Record<CardFieldName, string>>({
    card_holder: "",
    card_num: "",
    exp_date: "",
    CAVV: "",
    billingZipCode: "",
    // Prefilled with the e-mail on file; the customer may send this receipt elsewhere.
    confirmationEmail: customerEmail,
  });
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
    if (answer.ok) {
      if (popup.current) popup.current.location.href = `/payment-result/${answer.invoice}`;
      else window.open(`/payment-result/${answer.invoice}`, "_blank");
      popup.current = null;
      if (answer.approved) onApproved();
      else setMessage(answer.message);
    } else if (answer.invoice) {
      // The payment request failed after its checkout was made: the result tab shows how it ends
      // (spec 000 §8: the result page opens in the failed state), and the dialog says it too.
      if (popup.current) popup.current.location.href = `/payment-result/${answer.invoice}`;
      else window.open(`/payment-result/${answer.invoice}`, "_blank");
      popup.current = null;
      setMessage(answer.message);
    } else {
      popup.current?.close();
      popup.current = null;
      const shownByField = showFieldErrors(answer.fields ?? {});
      setMessage(shownByField ? null : answer.message);
    }
  }, [fetcher.data, fetcher.state, onApproved]);

  const checkOut = () => {
    if (order.reduce((sum, line) => sum + line.amount, 0) === 0) {
      setMessage(paymentMessages.selectAccountAndAmount);
      return;
    }
    const request = {
      accounts: order.map((line) => ({ accountId: line.accountId, amount: line.amount })),
      card_type: brand,
      ...values,
      card_num: values.card_num.replace(/[\s-]/g, ""),
      exp_date: values.exp_date.replace(/\D/g, ""),
      idempotencyKey,
    };
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

  const field = (
    name: CardFieldName,
    label: string,
    inputProps: InputHTMLAttributes<HTMLInputElement> = {},
  ) => {
    const errors = fieldErrors[name];
    const errorId = `card-${name}-error`;
    return (
      <div>
        <label htmlFor={`card-${name}`} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={`card-${name}`}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${
            errors?.length ? "border-danger-700" : "border-slate-400"
          }`}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
          }}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          {...inputProps}
        />
        <ErrorList id={errorId} errors={errors} />
      </div>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={dialogBox} aria-describedby={undefined}>
          <Dialog.Title className="text-xl font-bold text-brand-900">Pay with Your Credit Card</Dialog.Title>
          <form
            className="mt-4 space-y-3"
            autoComplete="off"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              checkOut();
            }}
          >
            <div>
              <label htmlFor="card-type" className="block text-sm font-semibold">
                Card Type
              </label>
              <select
                id="card-type"
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
                value={brand}
                onChange={(event) => setBrand(event.target.value as CardBrandChoice)}
              >
                <option value="Visa">Visa</option>
                <option value="MasterCard">MasterCard</option>
              </select>
            </div>
            {field("card_holder", "Cardholder Name", { autoComplete: "cc-name" })}
            {field("card_num", "Card Number", {
              inputMode: "numeric",
              maxLength: 19,
              autoComplete: "cc-number",
            })}
            <div className="grid grid-cols-2 gap-3">
              {field("exp_date", "Expiration Date (MM/YY)", {
                inputMode: "numeric",
                maxLength: 5,
                placeholder: "MM/YY",
                autoComplete: "cc-exp",
              })}
              <div>
                {field("CAVV", "CVV", {
                  inputMode: "numeric",
                  maxLength: 4,
                  type: "password",
                  autoComplete: "cc-csc",
                })}
                <CvvHint />
              </div>
            </div>
            {field("billingZipCode", "Billing Zip Code", {
              inputMode: "numeric",
              maxLength: 5,
              autoComplete: "billing postal-code",
            })}
            {field("confirmationEmail", "Confirmation Email", { type: "email", autoComplete: "email" })}
            {message ? <StatusMessage tone="error">{message}</StatusMessage> : null}
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className="button-secondary">Cancel</Dialog.Close>
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Check Out
              </BusyButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CvvHint() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="mt-1 text-sm text-brand-700 underline">What is CVV?</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content className={`${dialogBox} z-[70]`}>
          <Dialog.Title className="text-lg font-bold text-brand-900">CVV</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800">
            The CVV is the 3-digit security code printed on the back of your Visa or MasterCard, to the right
            of the signature strip.
          </Dialog.Description>
          <Dialog.Close className="button-secondary mt-4">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
