/**
 * The mobile number texts go to (decision 039), in the Notification Settings dialog: the customer
 * types a number, gets a 6-digit code by text, types it back and agrees to the consent shown; after
 * STOP the number shows as opted out. The number is the signed-in customer's own, for every account.
 */
import type { TextNumber } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { CheckboxInput } from "../../../ui/choices";
import { BusyButton, StatusMessage, TextInput } from "../../../ui/forms";
import type { DialogAnswer } from "./dialog-answer";
import { useDialogData } from "./use-dialog-data";

type Answer = { result: TextNumber };

function NumberState({ number }: { number: TextNumber }) {
  if (!number.phone) return <p className="text-sm text-slate-700">No mobile number receives texts yet.</p>;
  if (number.optedOut) {
    return (
      <StatusMessage tone="error">
        Texts to {number.phone} are opted out: this number replied STOP. Reply START to a GPA text to get
        texts again.
      </StatusMessage>
    );
  }
  if (number.confirmed) return <p role="status">Texts go to {number.phone} (confirmed).</p>;
  return <p className="text-sm text-slate-700">{number.phone} is not confirmed yet.</p>;
}

export function TextNumberPanel({ accountId }: { accountId: string }) {
  const { answer } = useDialogData<Answer>(accountId, "text-number");
  const send = useFetcher<DialogAnswer<Answer>>();
  const confirm = useFetcher<DialogAnswer<Answer>>();
  if (!answer) return <p className="text-sm text-slate-700">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{answer.message}</StatusMessage>;
  const latest = [confirm.data, send.data].find((data) => data?.ok);
  const number = latest?.ok ? latest.data.result : answer.data.result;
  const confirmedNow = confirm.data?.ok === true;
  const action = `/dashboard/accounts/${accountId}`;
  return (
    <section
      aria-labelledby="text-number-heading"
      className="space-y-3 rounded-md border border-slate-200 p-3"
    >
      <h3 id="text-number-heading" className="text-sm font-semibold text-slate-800">
        Mobile number for texts
      </h3>
      <NumberState number={number} />
      <send.Form method="post" action={`${action}/text-code`} className="flex items-end gap-3">
        <TextInput
          name="phone"
          label={number.confirmed ? "New mobile number" : "Mobile number"}
          type="tel"
          autoComplete="tel"
          required
          defaultValue={number.confirmed ? "" : (number.phone ?? "")}
        />
        <BusyButton className="button-secondary" busy={send.state !== "idle"} busyText="Please wait...">
          Text me a code
        </BusyButton>
      </send.Form>
      {send.data && !send.data.ok ? <StatusMessage tone="error">{send.data.message}</StatusMessage> : null}
      {number.codeSent && !number.confirmed ? (
        <confirm.Form method="post" action={`${action}/text-confirm`} className="space-y-3">
          <p role="status">We texted a 6-digit code to {number.phone}. It expires in 10 minutes.</p>
          <TextInput name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" required />
          <p className="text-sm text-slate-700">{number.consent.text}</p>
          <input type="hidden" name="consentVersion" value={number.consent.version} />
          <CheckboxInput name="agreed" label="I agree to receive texts as described above" />
          {confirm.data && !confirm.data.ok ? (
            <StatusMessage tone="error">{confirm.data.message}</StatusMessage>
          ) : null}
          <BusyButton className="button-secondary" busy={confirm.state !== "idle"} busyText="Please wait...">
            Confirm number
          </BusyButton>
        </confirm.Form>
      ) : null}
      {confirmedNow && number.confirmed ? (
        <StatusMessage tone="success">
          Your number is confirmed. Choose the notices to text below.
        </StatusMessage>
      ) : null}
    </section>
  );
}
