/**
 * 'Pay with Your Credit Card' (spec 000 §2 'Card checkout modals'): card type, cardholder, number,
 * expiry, CVV with its hint, billing zip and confirmation e-mail, checked with the contract's
 * `PayeezyRequest` as the action and the BFF do; Check Out opens the result tab at once.
 */
import type { CardBrandChoice } from "@paygpa/bff/contract";
import type { InputHTMLAttributes } from "react";
import { SelectInput } from "../../ui/choices";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";
import { Modal, ModalClose } from "../../ui/dialogs";
import type { OrderLine } from "./pay-cart";
import { type CardFieldName, useCardCheckout } from "./card-checkout";

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
  const { message, busy, checkOut } = checkout;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Pay with Your Credit Card"
      size="wide"
      closeButton={false}
    >
      <form
        className="space-y-3"
        autoComplete="off"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          checkOut();
        }}
      >
        <CardFields checkout={checkout} />
        {message ? <StatusMessage tone="error">{message}</StatusMessage> : null}
        <div className="flex justify-end gap-3 pt-2">
          <ModalClose className="button-secondary">Cancel</ModalClose>
          <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
            Check Out
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}

/** Card type, cardholder, number, expiry, CVV with its hint, billing zip and confirmation e-mail. */
function CardFields({ checkout }: { checkout: ReturnType<typeof useCardCheckout> }) {
  const { brand, setBrand, values, setValue, fieldErrors } = checkout;
  const field = (
    name: CardFieldName,
    label: string,
    inputProps: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextInput
      id={`card-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      errors={fieldErrors[name]}
      {...inputProps}
    />
  );

  return (
    <>
      <SelectInput
        id="card-type"
        label="Card Type"
        value={brand}
        onChange={(event) => setBrand(event.target.value as CardBrandChoice)}
        options={CARD_BRANDS}
      />
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
