/**
 * Enrolment in two steps (decision 032): the account, card and plan, then the consent screen with
 * the terms as the BFF wrote them (what, when, how to stop) and an explicit 'I agree'.
 */
import type { AutopayEnrolRequest, SavedCard } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { RadioGroup, SelectInput } from "../../ui/choices";
import { BusyButton, TextInput } from "../../ui/forms";
import { cardLabel } from "./saved-card-list";

export type TermsShown = {
  version: string;
  text: string;
  request: Omit<AutopayEnrolRequest, "consentVersion" | "consentAccepted">;
};

export function EnrolForm({
  accounts,
  cards,
  email,
  busy,
  errors,
}: {
  accounts: readonly { accountId: string; kind: "postpaid" | "prepaid" }[];
  cards: readonly SavedCard[];
  /** Billing's e-mail for the customer, prefilled (WCAG 3.3.7). */
  email: string;
  busy: boolean;
  errors: (name: string) => string[] | undefined;
}) {
  const [accountId, setAccountId] = useState(accounts[0]?.accountId ?? "");
  const prepaid = accounts.find((account) => account.accountId === accountId)?.kind === "prepaid";
  const [kind, setKind] = useState("amount-due");
  const usable = cards.filter((card) => !card.expired);
  if (usable.length === 0) {
    return <p role="status">Save a card first (Saved Cards) to enrol in AutoPay.</p>;
  }
  if (accounts.length === 0) {
    return <p role="status">Every one of your accounts is enrolled in AutoPay.</p>;
  }
  return (
    <Form method="post" className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="terms" />
      <SelectInput
        name="accountId"
        label="Account"
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        options={accounts.map((account) => ({
          value: account.accountId,
          label: `${account.accountId} (${account.kind})`,
        }))}
      />
      <SelectInput
        name="cardId"
        label="Pay with"
        defaultValue={usable[0]?.cardId}
        options={usable.map((card) => ({ value: card.cardId, label: cardLabel(card) }))}
      />
      {prepaid ? (
        <>
          <input type="hidden" name="kind" value="reload" />
          <TextInput
            name="threshold"
            label="Reload when the balance is below ($)"
            inputMode="decimal"
            errors={errors("plan")}
          />
          <TextInput name="amount" label="Reload amount ($)" inputMode="decimal" />
        </>
      ) : (
        <>
          <RadioGroup
            legend="Amount"
            name="kind"
            defaultValue="amount-due"
            options={[
              { value: "amount-due", label: "The amount due on each due date" },
              { value: "fixed", label: "A fixed amount on each due date" },
            ]}
            onChoose={setKind}
          />
          {kind === "fixed" ? <TextInput name="amount" label="Fixed amount ($)" inputMode="decimal" /> : null}
        </>
      )}
      <TextInput
        name="receiptEmail"
        label="Confirmation Email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        errors={errors("receiptEmail")}
      />
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        Review the AutoPay terms
      </BusyButton>
    </Form>
  );
}

export function ConsentForm({ terms, busy }: { terms: TermsShown; busy: boolean }) {
  return (
    <Form method="post" className="max-w-xl space-y-3 rounded-md bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">AutoPay terms</h2>
      <p className="text-slate-900">{terms.text}</p>
      <input type="hidden" name="intent" value="enrol" />
      <input type="hidden" name="request" value={JSON.stringify(terms.request)} />
      <input type="hidden" name="consentVersion" value={terms.version} />
      <div className="flex items-start gap-2">
        <input id="consent" name="consentAccepted" type="checkbox" value="true" required className="size-6" />
        <label htmlFor="consent" className="text-sm text-slate-800">
          I have read and agree to the AutoPay terms above.
        </label>
      </div>
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        Enrol in AutoPay
      </BusyButton>
    </Form>
  );
}
