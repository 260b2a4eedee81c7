/**
 * The Paperless Billing dialog's content (spec 002 §4 'Paperless', §7, §8): the account's bill route
 * type loaded on open, a toggle, Update, then the result view.
 */
import { dashboardMessages } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { DialogAnswer } from "./dialog-answer";
import { CheckboxInput } from "../../../ui/choices";
import { ModalClose } from "../../../ui/dialogs";
import { BusyButton, StatusMessage } from "../../../ui/forms";
import { useDialogData } from "./use-dialog-data";

type Loaded = { result: { details: { billRouteType: "POSTAL" | "ONLINE" } } };
type Updated = { response: { returnCd: "0" | "1"; errorMessage: string } };

export function PaperlessBody({ accountId }: { accountId: string }) {
  const { answer, loading } = useDialogData<Loaded>(accountId, "paperless");
  const update = useFetcher<DialogAnswer<Updated>>();
  const [paperless, setPaperless] = useState<boolean | null>(null);
  useEffect(() => {
    if (answer?.ok) setPaperless(answer.data.result.details.billRouteType === "ONLINE");
  }, [answer]);

  if (update.data) return <PaperlessResult answer={update.data} />;
  if (loading || !answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{dashboardMessages.settingLoadFailed}</StatusMessage>;
  return (
    <update.Form method="post" action={`/dashboard/accounts/${accountId}/paperless`} className="space-y-4">
      <input type="hidden" name="routeType" value={paperless ? "ONLINE" : "POSTAL"} />
      <CheckboxInput
        role="switch"
        label="Paperless billing: receive my bill online instead of by mail"
        checked={paperless ?? false}
        onChange={(event) => setPaperless(event.currentTarget.checked)}
      />
      {answer.data.result.details.billRouteType === "POSTAL" ? (
        <p role="status" className="text-sm text-slate-700">
          {dashboardMessages.paperlessOff}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <ModalClose className="button-secondary">Cancel</ModalClose>
        <BusyButton className="button-primary" busy={update.state !== "idle"} busyText="Please wait...">
          Update
        </BusyButton>
      </div>
    </update.Form>
  );
}

function PaperlessResult({ answer }: { answer: DialogAnswer<Updated> }) {
  const updated = answer.ok && answer.data.response.returnCd === "0";
  return (
    <div className="space-y-4">
      {updated ? (
        <StatusMessage tone="success">{dashboardMessages.paperlessUpdated}</StatusMessage>
      ) : (
        <StatusMessage tone="error">
          {answer.ok
            ? `${dashboardMessages.paperlessNotUpdated} ${answer.data.response.errorMessage}`.trim()
            : answer.message}
        </StatusMessage>
      )}
      <div className="flex justify-end">
        <ModalClose className="button-primary">Close</ModalClose>
      </div>
    </div>
  );
}
