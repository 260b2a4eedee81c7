/**
 * The home page's Quick Pay entry: the account number (length other than 10 → 'Account number is
 * invalid.'), then on to the pay-now page, which prefills it.
 */
import { messages } from "@paygpa/contract";
import { useNavigate } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { Modal } from "../../ui/dialogs";
import { TextInput } from "../../ui/forms";

export function QuickPayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accountId = String(new FormData(event.currentTarget).get("accountId") ?? "").trim();
    if (accountId.length !== 10 || !/^\d+$/.test(accountId)) {
      setError(messages.accountNumberInvalid);
      return;
    }
    navigate(`/paynow?accountId=${encodeURIComponent(accountId)}`);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
      title="Quick Pay"
      description="Enter the 10-digit account number shown on your bill."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextInput
          id="quick-pay-account"
          name="accountId"
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          errors={error ? [error] : undefined}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="button-accent">
            Continue
          </button>
        </div>
      </form>
    </Modal>
  );
}
