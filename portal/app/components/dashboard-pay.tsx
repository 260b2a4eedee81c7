/**
 * Paying from the dashboard (spec 002 §2, §4, §5; spec 000 §2 'Card checkout modals'): the Amount to
 * be Paid inputs and row checks, the Pay / Reload buttons, the 'Review Your Order' dialog, and the
 * 'Pay with Your Credit Card' dialog with its CVV hint. The result opens in a new tab. The card rules
 * are the BFF's: its messages are shown as they come.
 */
import type { AccountSummaryLine, CardBrandChoice } from "@paygpa/bff/contract";
import { paymentMessages } from "@paygpa/bff/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import type { CardPaymentAnswer } from "../routes/payments.card";
import { formatCurrency, MAX_AMOUNT, parseCurrency } from "../lib/currency";
import { CurrencyInput } from "./currency-input";
import { BusyButton, StatusMessage } from "./forms";

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

type OrderLine = { accountId: string; name: string; amount: number };

/** Holds the amounts and checks of every row, and the two dialogs. */
export function PayCart({ children }: { children: ReactNode }) {
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
        <CardDialog open={paying} order={order} onClose={() => setPaying(false)} onApproved={finish} />
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
      <input
        type="checkbox"
        aria-label={`Pay account ${line.accID}`}
        checked={cart.isChecked(line.accID)}
        disabled={disabled}
        onChange={(event) => cart.setChecked(line.accID, event.target.checked)}
        className="h-4 w-4"
      />
      <label htmlFor={id} className="sr-only">
        Amount to be Paid for account {line.accID}
      </label>
      <CurrencyInput
        id={id}
        value={cart.amountOf(line)}
        disabled={disabled}
        onValueChange={(text) => cart.setAmount(line.accID, text)}
        onFocus={() => cart.setChecked(line.accID, true)}
        onBlur={(event) => {
          if (parseCurrency(event.target.value) === 0) cart.setChecked(line.accID, false);
        }}
        className="w-32 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-right tabular-nums"
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

const dialogBox =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 shadow-xl";
const overlay = "fixed inset-0 z-40 bg-slate-900/50";

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
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={dialogBox} aria-describedby={undefined}>
          <Dialog.Title className="text-xl font-bold text-brand-900">Review Your Order</Dialog.Title>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="border-b px-2 py-2">
                  Account Number
                </th>
                <th scope="col" className="border-b px-2 py-2">
                  Account Name
                </th>
                <th scope="col" className="border-b px-2 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {(order ?? []).map((line) => (
                <tr key={line.accountId}>
                  <th scope="row" className="px-2 py-2 font-semibold">
                    {line.accountId}
                  </th>
                  <td className="px-2 py-2">{line.name}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatCurrency(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="border-t px-2 py-2 text-right">
                  Total Amount
                </th>
                <td className="border-t px-2 py-2 text-right font-bold tabular-nums">
                  {formatCurrency(total)}
                </td>
              </tr>
            </tfoot>
          </table>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="button-secondary">Cancel</Dialog.Close>
            <button type="button" className="button-primary" onClick={onPay}>
              Pay with Your Credit Card
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CardDialog({
  open,
  order,
  onClose,
  onApproved,
}: {
  open: boolean;
  order: OrderLine[];
  onClose(): void;
  onApproved(): void;
}) {
  const fetcher = useFetcher<CardPaymentAnswer>();
  const popup = useRef<Window | null>(null);
  const [brand, setBrand] = useState<CardBrandChoice>("Visa");
  const [holder, setHolder] = useState("");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvv, setCvv] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  // Each answer is handled once, whatever re-renders the dialog afterwards.
  const handled = useRef<CardPaymentAnswer | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      if (popup.current) popup.current.location.href = `/payment-result/${answer.invoice}`;
      else window.open(`/payment-result/${answer.invoice}`, "_blank");
      popup.current = null;
      if (answer.approved) onApproved();
      else setMessage(answer.message);
    } else {
      popup.current?.close();
      popup.current = null;
      setMessage(answer.message);
    }
  }, [fetcher.data, fetcher.state, onApproved]);

  const checkOut = () => {
    const missing = [holder, number, expiry, cvv].some((value) => value.trim() === "");
    if (order.reduce((sum, line) => sum + line.amount, 0) === 0) {
      setMessage(paymentMessages.selectAccountAndAmount);
      return;
    }
    if (missing) {
      setMessage(paymentMessages.cardFieldRequired);
      return;
    }
    setMessage(null);
    // Opened now, while the click still counts as the customer's, so no pop-up blocker stops it.
    popup.current = window.open("", "_blank");
    popup.current?.document.write("<p style='font-family:sans-serif'>Loading...</p>");
    fetcher.submit(
      {
        accounts: order.map((line) => ({ accountId: line.accountId, amount: line.amount })),
        card_type: brand,
        card_holder: holder,
        card_num: number.replace(/\s/g, ""),
        exp_date: expiry.replace(/\D/g, ""),
        CAVV: cvv,
      },
      { method: "post", action: "/payments/card", encType: "application/json" },
    );
  };

  const input = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2";
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={dialogBox} aria-describedby={undefined}>
          <Dialog.Title className="text-xl font-bold text-brand-900">Pay with Your Credit Card</Dialog.Title>
          <form
            className="mt-4 space-y-3"
            autoComplete="off"
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
                className={input}
                value={brand}
                onChange={(event) => setBrand(event.target.value as CardBrandChoice)}
              >
                <option value="Visa">Visa</option>
                <option value="MasterCard">MasterCard</option>
              </select>
            </div>
            <div>
              <label htmlFor="card-holder" className="block text-sm font-semibold">
                Cardholder Name
              </label>
              <input
                id="card-holder"
                className={input}
                value={holder}
                onChange={(event) => setHolder(event.target.value)}
                autoComplete="cc-name"
              />
            </div>
            <div>
              <label htmlFor="card-number" className="block text-sm font-semibold">
                Card Number
              </label>
              <input
                id="card-number"
                className={input}
                inputMode="numeric"
                maxLength={19}
                value={number}
                onChange={(event) => setNumber(event.target.value)}
                autoComplete="cc-number"
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor="card-expiry" className="block text-sm font-semibold">
                  Expiration Date (MM/YY)
                </label>
                <input
                  id="card-expiry"
                  className={input}
                  inputMode="numeric"
                  maxLength={5}
                  placeholder="MM/YY"
                  value={expiry}
                  onChange={(event) => setExpiry(event.target.value)}
                  autoComplete="cc-exp"
                />
              </div>
              <div>
                <label htmlFor="card-cvv" className="block text-sm font-semibold">
                  CVV
                </label>
                <input
                  id="card-cvv"
                  className={input}
                  inputMode="numeric"
                  maxLength={4}
                  type="password"
                  value={cvv}
                  onChange={(event) => setCvv(event.target.value)}
                  autoComplete="cc-csc"
                />
                <CvvHint />
              </div>
            </div>
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
