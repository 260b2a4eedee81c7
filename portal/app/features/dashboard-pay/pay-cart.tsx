/**
 * Paying from the dashboard (spec 002 §2, §4, §5; spec 000 §2 'Card checkout modals'): the Amount to
 * be Paid inputs and row checks, the Pay / Reload buttons, the 'Review Your Order' dialog, and the
 * 'Pay with Your Credit Card' dialog with its CVV hint. The result opens in a new tab. The card rules
 * are the BFF's: its messages are shown as they come.
 */
import { paymentMessages, type AccountSummaryLine } from "@paygpa/contract";
import { CardDialog } from "./card-dialog";
import type { OrderLine } from "./order-line";
import { Modal, ModalClose } from "../../ui/dialogs";
import { createContext, type ReactNode, useContext, useRef, useState } from "react";
import { formatCurrency, MAX_AMOUNT, parseCurrency } from "../../lib/currency";
import { CheckboxInput } from "../../ui/choices";
import { CurrencyInput } from "../../ui/currency-input";
import { StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

interface Cart {
  amountOf(line: AccountSummaryLine): string;
  setAmount(accountId: string, text: string): void;
  isChecked(accountId: string): boolean;
  setChecked(accountId: string, checked: boolean): void;
  register(line: AccountSummaryLine): void;
  pay(accountId: string): void;
}

const CartContext = createContext<Cart | null>(null);

function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("PayCart is missing around the account tables");
  return cart;
}

/**
 * Holds the amounts and checks of every row, and the two dialogs. `customerEmail` (the e-mail on
 * file) prefills the card dialog's Confirmation Email.
 */
export function PayCart({ customerEmail, children }: { customerEmail: string; children: ReactNode }) {
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [checked, setCheckedState] = useState<Record<string, boolean>>({});
  const lines = useRef(new Map<string, AccountSummaryLine>());
  const [message, setMessage] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderLine[] | null>(null);
  const [paying, setPaying] = useState(false);

  const amountOf = (line: AccountSummaryLine) => amounts[line.accID] ?? formatCurrency(line.amountToBePaid);

  const cart: Cart = {
    amountOf,
    setAmount: (accountId, text) => setAmounts((current) => ({ ...current, [accountId]: text })),
    isChecked: (accountId) => checked[accountId] ?? false,
    setChecked: (accountId, value) => setCheckedState((current) => ({ ...current, [accountId]: value })),
    register: (line) => {
      lines.current.set(line.accID, line);
    },
    pay(accountId) {
      const selected = [...lines.current.values()].filter(
        (line) => line.cashOnlyFlag !== "Y" && (line.accID === accountId || checked[line.accID]),
      );
      setCheckedState((current) => ({ ...current, [accountId]: true }));
      const problems = selected.map((line) => {
        const amount = parseCurrency(amountOf(line));
        if (amount === 0) return paymentMessages.enterAmount;
        if (amount < 1 || amount > MAX_AMOUNT) return paymentMessages.minimumAmount;
        return null;
      });
      const problem = problems.find(Boolean) ?? null;
      setMessage(problem);
      if (problem) return;
      setOrder(
        selected.map((line) => ({
          accountId: line.accID,
          name: line.fullName,
          amount: parseCurrency(amountOf(line)),
        })),
      );
    },
  };

  const finish = () => {
    setOrder(null);
    setPaying(false);
    setCheckedState({});
    setAmounts({});
  };

  return (
    <CartContext.Provider value={cart}>
      {message ? (
        <StatusMessage tone="error" className="mb-3">
          {message}
        </StatusMessage>
      ) : null}
      {children}
      <ReviewOrderDialog order={order} onClose={() => setOrder(null)} onPay={() => setPaying(true)} />
      {order ? (
        <CardDialog
          open={paying}
          order={order}
          customerEmail={customerEmail}
          onClose={() => setPaying(false)}
          onApproved={finish}
        />
      ) : null}
    </CartContext.Provider>
  );
}

/** The Amount to be Paid cell: a row check and a currency input (focus checks, $ 0.00 on leave unchecks). */
export function AmountToBePaidCell({ line }: { line: AccountSummaryLine }) {
  const cart = useCart();
  cart.register(line);
  const disabled = line.cashOnlyFlag === "Y";
  const id = `amount-${line.accID}`;
  return (
    <div className="flex items-center justify-end gap-2">
      <CheckboxInput
        // Its own name, not the Pay button's (two controls of one row must not read alike, WCAG 2.1 AA);
        // a visible word too, so that a sighted customer knows what the box does.
        label={
          <>
            Select<span className="sr-only"> account {line.accID} for payment</span>
          </>
        }
        checked={cart.isChecked(line.accID)}
        disabled={disabled}
        onChange={(event) => cart.setChecked(line.accID, event.target.checked)}
      />
      {/* Named by aria-label, not a visually hidden <label>: IBM's checker does not find that
          label in the table cell (input_label_exists), though browsers do; the name is the same. */}
      <CurrencyInput
        id={id}
        aria-label={`Amount to be Paid for account ${line.accID}`}
        value={cart.amountOf(line)}
        disabled={disabled}
        onValueChange={(text) => cart.setAmount(line.accID, text)}
        onFocus={() => cart.setChecked(line.accID, true)}
        onBlur={(event) => {
          if (parseCurrency(event.target.value) === 0) cart.setChecked(line.accID, false);
        }}
        className="w-32 rounded-md border border-slate-500 bg-white px-2 py-1.5 text-right tabular-nums"
      />
    </div>
  );
}

/** Pay (postpaid) or Reload (prepaid); disabled for cash-only accounts. */
export function PayCell({ line, label }: { line: AccountSummaryLine; label: "Pay" | "Reload" }) {
  const cart = useCart();
  return (
    <button
      type="button"
      className="button-secondary"
      disabled={line.cashOnlyFlag === "Y"}
      onClick={() => cart.pay(line.accID)}
    >
      {label}
      <span className="sr-only"> account {line.accID}</span>
    </button>
  );
}

function ReviewOrderDialog({
  order,
  onClose,
  onPay,
}: {
  order: OrderLine[] | null;
  onClose(): void;
  onPay(): void;
}) {
  const total = (order ?? []).reduce((sum, line) => sum + line.amount, 0);
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Review Your Order"
      size="wide"
      closeButton={false}
    >
      <Table
        variant="plain"
        columns={[{ label: "Account Number" }, { label: "Account Name" }, { label: "Amount", numeric: true }]}
        footer={
          <tr>
            <RowHeader colSpan={2} dense className="border-t text-right">
              Total Amount
            </RowHeader>
            <Cell numeric dense className="border-t font-bold">
              {formatCurrency(total)}
            </Cell>
          </tr>
        }
      >
        {(order ?? []).map((line) => (
          <tr key={line.accountId}>
            <RowHeader dense>{line.accountId}</RowHeader>
            <Cell dense>{line.name}</Cell>
            <Cell numeric dense>
              {formatCurrency(line.amount)}
            </Cell>
          </tr>
        ))}
      </Table>
      <div className="mt-6 flex justify-end gap-3">
        <ModalClose className="button-secondary">Cancel</ModalClose>
        <button type="button" className="button-primary" onClick={onPay}>
          Pay with Your Credit Card
        </button>
      </div>
    </Modal>
  );
}
