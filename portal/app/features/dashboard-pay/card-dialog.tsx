/**
 * 'Pay with Your Credit Card' (spec 000 §2 'Card checkout modals'): card type, cardholder, number,
 * expiry, CVV with its hint, billing zip and confirmation e-mail, a Conform form checked with the
 * contract's `PayeezyRequest` as the action and the BFF do; Check Out opens the result tab at once.
 */
import { getFormProps } from "@conform-to/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { CheckboxInput, SelectInput } from "../../ui/choices";
import { Modal, ModalClose } from "../../ui/dialogs";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
import { useCardCheckout } from "./card-checkout";
import type { OrderLine } from "./order-line";

const SavedCardChoice = lazy(() => import("./saved-card-choice"));

// Residential accounts take Visa, MasterCard and Discover; commercial MasterCard only (spec 002 §1).
const CARD_BRANDS = [
  { value: "Visa", label: "Visa" },
  { value: "MasterCard", label: "MasterCard" },
  { value: "Discover", label: "Discover" },
] as const;

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
  const checkout = useCardCheckout({ open, order, customerEmail, onApproved });
  const { form, idempotencyKey, message, busy, onSubmit } = checkout;
  // The saved cards (decision 030) load with their own chunk when the dialog opens: 'A new card' until then.
  const [cardId, setCardId] = useState("");
  useEffect(() => {
    if (!open) setCardId("");
  }, [open]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Pay with Your Credit Card"
      size="wide"
      closeButton={false}
    >
      <form {...getFormProps(form)} onSubmit={onSubmit} className="space-y-3" autoComplete="off">
        {order.map((line, index) => (
          <span key={line.accountId} hidden>
            <input type="hidden" name={`accounts[${index}].accountId`} value={line.accountId} />
            <input type="hidden" name={`accounts[${index}].amount`} value={String(line.amount)} />
          </span>
        ))}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {open ? (
          <Suspense fallback={null}>
            <SavedCardChoice cardId={cardId} onChoose={setCardId} />
          </Suspense>
        ) : null}
        {cardId ? (
          <Field
            field={checkout.fields.confirmationEmail}
            label="Confirmation Email"
            type="email"
            inputProps={{ autoComplete: "email" }}
          />
        ) : (
          <>
            <CardFields fields={checkout.fields} />
            <CheckboxInput
              name="saveCard"
              value="on"
              label="Save this card for next time (only a token of it is kept)"
            />
          </>
        )}
        {message ? <StatusMessage tone="error">{message}</StatusMessage> : null}
        <p id="card-dialog-new-tab" className="text-sm text-slate-700">
          Your receipt opens in a new tab.
        </p>
        <div className="flex justify-end gap-3 pt-2">
          <ModalClose className="button-secondary">Cancel</ModalClose>
          <BusyButton
            busy={busy}
            busyText="Please wait..."
            className="button-primary"
            aria-describedby="card-dialog-new-tab"
          >
            Check Out
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}

/** Card type, cardholder, number, expiry, CVV with its hint, billing zip and confirmation e-mail. */
function CardFields({ fields }: { fields: ReturnType<typeof useCardCheckout>["fields"] }) {
  return (
    <>
      <SelectInput
        id={fields.card_type.id}
        name={fields.card_type.name}
        label="Card Type"
        defaultValue={fields.card_type.initialValue ?? "Visa"}
        errors={fields.card_type.errors}
        options={CARD_BRANDS}
      />
      <Field field={fields.card_holder} label="Cardholder Name" inputProps={{ autoComplete: "cc-name" }} />
      <Field
        field={fields.card_num}
        label="Card Number"
        inputProps={{ inputMode: "numeric", maxLength: 19, autoComplete: "cc-number" }}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          field={fields.exp_date}
          label="Expiration Date (MM/YY)"
          inputProps={{ inputMode: "numeric", maxLength: 5, placeholder: "MM/YY", autoComplete: "cc-exp" }}
        />
        <div>
          <Field
            field={fields.CAVV}
            label="CVV"
            type="password"
            inputProps={{ inputMode: "numeric", maxLength: 4, autoComplete: "cc-csc" }}
          />
          <CvvHint />
        </div>
      </div>
      <Field
        field={fields.billingZipCode}
        label="Billing Zip Code"
        inputProps={{ inputMode: "numeric", maxLength: 5, autoComplete: "billing postal-code" }}
      />
      <Field
        field={fields.confirmationEmail}
        label="Confirmation Email"
        type="email"
        inputProps={{ autoComplete: "email" }}
      />
    </>
  );
}

function CvvHint() {
  return (
    <Modal
      trigger={
        <button type="button" className="mt-1 text-sm text-brand-700 underline">
          What is CVV?
        </button>
      }
      title="CVV"
      description="The CVV is the 3-digit security code printed on the back of your Visa or MasterCard, to the right of the signature strip."
      size="wide"
      closeButton={false}
    >
      <ModalClose className="button-secondary">Close</ModalClose>
    </Modal>
  );
}
