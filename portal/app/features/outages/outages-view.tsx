/**
 * What the dashboard's and the public outage pages show once the caller's premises are known
 * (decision 046): the answer of the last action (with the line-down safety message), each premise's
 * status refreshed without reloading, the report form, the island view.
 */
import type { IslandOutagesResponse, OutageStatusResponse } from "@paygpa/contract";
import { utilityDateTime } from "../../lib/format";
import { StatusMessage } from "../../ui/forms";
import { IslandMap } from "./island-map";
import type { OutageActionAnswer } from "./outage-actions.server";
import { PremiseStatus } from "./premise-status";
import { ReportOutageForm } from "./report-form";
import { useOutageWatch } from "./use-outage-watch";

export function OutagesView({
  status: loaded,
  island,
  answer,
}: {
  status: OutageStatusResponse;
  island: IslandOutagesResponse;
  answer: OutageActionAnswer | undefined;
}) {
  const { status, ended } = useOutageWatch(loaded);
  return (
    <div className="space-y-6">
      {answer ? (
        <div className="space-y-2">
          <StatusMessage tone={answer.ok ? "success" : "error"}>{answer.message}</StatusMessage>
          {answer.safety ? (
            <StatusMessage tone="warning">
              <strong>Safety first:</strong> {answer.safety}
            </StatusMessage>
          ) : null}
        </div>
      ) : null}
      {status.available ? null : <StatusMessage tone="warning">{status.message}</StatusMessage>}
      <p className="text-sm text-slate-700">
        {ended
          ? "Updates have paused. Reload the page to see the latest status."
          : `Updated automatically. Last checked ${utilityDateTime(status.checkedAt)}.`}
      </p>
      {status.premises.map((premise) => (
        <PremiseStatus key={premise.accountId} premise={premise} />
      ))}
      <ReportOutageForm
        premises={status.premises}
        errors={answer && !answer.ok ? answer.fields : undefined}
      />
      <IslandMap island={island} />
    </div>
  );
}
