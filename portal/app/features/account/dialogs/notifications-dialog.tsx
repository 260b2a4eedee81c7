/**
 * The Notification Settings dialog's content (spec 002 §2, §4; spec 002 §2 account actions): per notice, e-mail
 * and text switches for this account, saved in the BFF.
 */
import { dashboardMessages, NOTICE_KINDS, NOTICE_LABELS, type NoticeChoices } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import type { DialogAnswer } from "./dialog-answer";
import { CheckboxInput } from "../../../ui/choices";
import { ModalClose } from "../../../ui/dialogs";
import { BusyButton, StatusMessage } from "../../../ui/forms";
import { TextNumberPanel } from "./text-number-panel";
import { useDialogData } from "./use-dialog-data";

type Settings = { result: NoticeChoices };

export function NotificationsBody({ accountId }: { accountId: string }) {
  // Only the first load shows "Loading...": a revalidation after a save or a code keeps the panel
  // mounted, so its fetchers keep their answers (the code form, "Your number is confirmed").
  const { answer } = useDialogData<Settings>(accountId, "notifications");
  const save = useFetcher<DialogAnswer<Settings>>();
  if (!answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{dashboardMessages.settingLoadFailed}</StatusMessage>;
  const choices = save.data?.ok ? save.data.data.result : answer.data.result;
  return (
    <div className="space-y-4">
      <TextNumberPanel accountId={accountId} />
      <save.Form
        method="post"
        action={`/dashboard/accounts/${accountId}/notifications`}
        className="space-y-4"
      >
        <p className="text-sm text-slate-700">Choose the notices you want for this account.</p>
        {NOTICE_KINDS.every((kind) => !choices[kind].email && !choices[kind].text) ? (
          <p role="status">{dashboardMessages.noNoticesChosen}</p>
        ) : null}
        {NOTICE_KINDS.map((kind) => (
          <fieldset key={kind} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{NOTICE_LABELS[kind]}</legend>
            <div className="flex gap-6">
              <CheckboxInput name={`${kind}.email`} label="E-mail" defaultChecked={choices[kind].email} />
              <CheckboxInput name={`${kind}.text`} label="Text message" defaultChecked={choices[kind].text} />
            </div>
          </fieldset>
        ))}
        {save.data?.ok ? (
          <StatusMessage tone="success">{dashboardMessages.notificationsSaved}</StatusMessage>
        ) : null}
        {save.data && !save.data.ok ? <StatusMessage tone="error">{save.data.message}</StatusMessage> : null}
        <div className="flex justify-end gap-3">
          <ModalClose className="button-secondary">Close</ModalClose>
          <BusyButton className="button-primary" busy={save.state !== "idle"} busyText="Please wait...">
            Save
          </BusyButton>
        </div>
      </save.Form>
    </div>
  );
}
