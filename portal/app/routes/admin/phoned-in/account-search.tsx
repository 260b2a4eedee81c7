/**
 * Step 1, account search (spec 000 §2): one default account field plus fields the clerk adds and
 * removes; Search fills the Account Summary table; Next goes to step 2 with those accounts. Each
 * account's Usage opens its month, day and hour views and its Download My Data (decision 042).
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { PhonedInAccount } from "@paygpa/contract";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useState } from "react";
import { formatMoney } from "../../../lib/format";
import { BusyButton, ErrorList, Field, StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, Table } from "../../../ui/table";
import { TruncatedText } from "../../../ui/truncated-text";
import { AccountDetailsDialog } from "./account-dialogs";
import { UsageDialog } from "./usage-dialog";
import {
  MAX_PHONED_IN_ACCOUNTS,
  PHONED_IN_LOCATION_CHARACTERS,
  PhonedInSearch,
  stepUrl,
} from "./phoned-in-form";

/** A clerk's way into the account's programmes for a phoning customer (decisions 043, 045 and 047). */
function ProgrammeLinks({ accountId }: { accountId: string }) {
  return (
    <>
      <Link
        className="text-brand-700 underline"
        to={`/admin-dashboard/payment-extension?account=${accountId}`}
      >
        Payment extension<span className="sr-only"> of {accountId}</span>
      </Link>{" "}
      <Link className="text-brand-700 underline" to={`/admin-dashboard/due-date?account=${accountId}`}>
        Due date<span className="sr-only"> of {accountId}</span>
      </Link>{" "}
      <Link className="text-brand-700 underline" to={`/admin-dashboard/budget-billing?account=${accountId}`}>
        Budget billing<span className="sr-only"> of {accountId}</span>
      </Link>
    </>
  );
}

/** The Account Summary table (spec 000 §2): Details for non-prepaid accounts, Payment History for all. */
function AccountSummaryTable({
  accountIds,
  accounts,
  onDetails,
  onUsage,
}: {
  accountIds: string[];
  accounts: PhonedInAccount[];
  onDetails(account: PhonedInAccount): void;
  onUsage(accountId: string, prepaid: boolean): void;
}) {
  return (
    <Table
      caption="Account Summary"
      columns={[
        { label: "Account No." },
        { label: "Service Location" },
        { label: "Balance Due", numeric: true },
        { label: "Customer Name" },
        { label: "Details" },
        { label: "Payment History" },
        { label: "Usage" },
        { label: "Outages" },
      ]}
    >
      {accounts.map((account) => (
        <tr key={account.summary.accID} className="border-b">
          <RowHeader>{account.summary.accID}</RowHeader>
          <Cell>
            <TruncatedText text={account.summary.serviceLocation} visible={PHONED_IN_LOCATION_CHARACTERS} />
          </Cell>
          <Cell numeric>{formatMoney(account.summary.amount)}</Cell>
          <Cell>{account.summary.fullName}</Cell>
          <Cell>
            {account.type === "prepaid" ? null : (
              <>
                <button type="button" className="text-brand-700 underline" onClick={() => onDetails(account)}>
                  Details<span className="sr-only"> of {account.summary.accID}</span>
                </button>{" "}
                <ProgrammeLinks accountId={account.summary.accID} />
              </>
            )}
          </Cell>
          <Cell>
            <Link
              className="text-brand-700 underline"
              to={`${stepUrl(1, accountIds)}&history=${account.summary.accID}`}
              preventScrollReset
            >
              Payment History<span className="sr-only"> of {account.summary.accID}</span>
            </Link>
          </Cell>
          <Cell>
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => onUsage(account.summary.accID, account.type === "prepaid")}
            >
              Usage<span className="sr-only"> of {account.summary.accID}</span>
            </button>
          </Cell>
          <Cell>
            <Link
              className="text-brand-700 underline"
              to={`${stepUrl(1, accountIds)}&outages=${account.summary.accID}`}
              preventScrollReset
            >
              Outages<span className="sr-only"> of {account.summary.accID}</span>
            </Link>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

/**
 * Enter in an Account ID searches. The browser's implicit submission would use the form's first
 * submit button, which is Add Account (or Remove Account ID 2): so Enter in a field submits the form
 * with no submitter, and the hidden intent=search reaches the action. The DOM and the Tab order stay.
 */
function searchOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  if (!(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** Step 1's state: the account ids asked for, the accounts found, and the search's answer. */
type AccountSearch = {
  accountIds: string[];
  accounts: PhonedInAccount[];
  message: string | null;
  lastResult: SubmissionResult | undefined;
};

export function AccountSearchStep({ accountIds, accounts, message, lastResult }: AccountSearch) {
  const busy = useNavigation().state === "submitting";
  const [details, setDetails] = useState<PhonedInAccount | null>(null);
  const [usageOf, setUsageOf] = useState<{ accountId: string; prepaid: boolean } | null>(null);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { accountIds: accountIds.length > 0 ? accountIds : [""] },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithValibot(formData, { schema: PhonedInSearch, disableAutoCoercion: true }),
  });
  const accountFields = fields.accountIds.getFieldList();
  const formMessage = form.errors?.[0] ?? message;
  return (
    <div className="space-y-6">
      <Form method="post" {...getFormProps(form)} onKeyDown={searchOnEnter} className="space-y-3">
        <input type="hidden" name="intent" value="search" />
        {accountFields.map((field, index) => (
          <div key={field.key} className="flex items-end gap-2">
            <Field
              field={field}
              label={index === 0 ? "Account ID" : `Account ID ${index + 1}`}
              className="w-64"
              inputProps={{ inputMode: "numeric", autoComplete: "off", maxLength: 10 }}
            />
            {index > 0 ? (
              <button
                className="button-secondary mb-1"
                aria-label={`Remove Account ID ${index + 1}`}
                {...form.remove.getButtonProps({ name: fields.accountIds.name, index })}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        <ErrorList errors={fields.accountIds.errors} />
        <div className="flex gap-2">
          {accountFields.length < MAX_PHONED_IN_ACCOUNTS ? (
            <button
              className="button-secondary"
              {...form.insert.getButtonProps({ name: fields.accountIds.name, defaultValue: "" })}
            >
              Add Account
            </button>
          ) : null}
          <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
            Search
          </BusyButton>
        </div>
        {formMessage ? <StatusMessage tone="error">{formMessage}</StatusMessage> : null}
      </Form>

      {accounts.length > 0 ? (
        <AccountSummaryTable
          accountIds={accountIds}
          accounts={accounts}
          onDetails={setDetails}
          onUsage={(accountId, prepaid) => setUsageOf({ accountId, prepaid })}
        />
      ) : null}

      <div className="flex gap-2">
        {accounts.length > 0 && !message ? (
          <Link className="button-primary" to={stepUrl(2, accountIds)}>
            Next
          </Link>
        ) : null}
        <Link className="button-secondary" to="?" reloadDocument>
          Cancel
        </Link>
      </div>
      {details ? <AccountDetailsDialog account={details} onClose={() => setDetails(null)} /> : null}
      {usageOf ? <UsageDialog {...usageOf} onClose={() => setUsageOf(null)} /> : null}
    </div>
  );
}
