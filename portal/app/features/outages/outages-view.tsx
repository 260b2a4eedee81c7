/**
 * What the dashboard's and the public outage pages show once the caller's premises are known
 * (decision 046): the outage status block, refreshed without reloading, and the island view.
 */
import type { IslandOutagesResponse, OutageStatusResponse } from "@paygpa/contract";
import { utilityDateTime } from "../../lib/format";
import { IslandMap } from "./island-map";
import type { OutageActionAnswer } from "./outage-actions.server";
import { ActionAnswer, OutageStatusBlock } from "./outage-status-block";
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
      <ActionAnswer answer={answer} />
      <OutageStatusBlock
        status={status}
        answer={answer}
        checked={
          ended
            ? "Updates have paused. Reload the page to see the latest status."
            : `Updated automatically. Last checked ${utilityDateTime(status.checkedAt)}.`
        }
      />
      <IslandMap island={island} />
    </div>
  );
}
