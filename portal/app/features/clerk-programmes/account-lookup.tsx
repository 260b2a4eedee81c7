/**
 * The account lookup at the top of a clerk's programme screen (payment extension, due date, budget
 * billing, from Phoned-In): the account typed or carried from Phoned-In, and the message when the BFF
 * found no such account for the clerk.
 */
import { messages } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { StatusMessage, TextInput } from "../../ui/forms";

export function ClerkAccountLookup({ accountId, found }: { accountId: string; found: boolean }) {
  return (
    <>
      <Form method="get" className="flex items-end gap-3" aria-label="Look up an account">
        <TextInput name="account" label="Account ID" defaultValue={accountId} inputMode="numeric" />
        <button type="submit" className="button-secondary">
          Look up
        </button>
      </Form>
      {accountId && !found ? (
        <StatusMessage tone="error">{messages.accountNumberInvalid}</StatusMessage>
      ) : null}
    </>
  );
}
