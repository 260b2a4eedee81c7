/**
 * The status of the outage affecting each of my premises (decision 046): known or not, cause, crew
 * status, estimated restoration, customers affected in my village; a restored outage asks whether
 * the power is back; planned work ahead in its own table. Announced politely as it changes.
 */
import {
  CREW_STAGE_LABELS,
  type KnownOutage,
  OUTAGE_PROBLEM_LABELS,
  outageMessages,
  type PremiseOutageStatus,
} from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { utilityDateTime } from "../../lib/format";
import { Cell, RowHeader, Table } from "../../ui/table";

const when = (at: string | null) => (at ? utilityDateTime(at) : "Not yet estimated");

function OutageFacts({ outage }: { outage: KnownOutage }) {
  const restored = outage.restoredAt !== null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-800">Status</dt>
        <dd>{restored ? "Power restored" : CREW_STAGE_LABELS[outage.stage]}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-800">Cause</dt>
        <dd>{outage.cause || "Being assessed"}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-800">{restored ? "Restored" : "Estimated restoration"}</dt>
        <dd>{restored ? utilityDateTime(outage.restoredAt ?? "") : when(outage.estimatedRestoration)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-800">Customers affected in {outage.village}</dt>
        <dd>{outage.customersAffected.toLocaleString("en-US")}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-800">Started</dt>
        <dd>{utilityDateTime(outage.startedAt)}</dd>
      </div>
    </dl>
  );
}

function FollowUp({ accountId, outage }: { accountId: string; outage: KnownOutage }) {
  if (outage.restoredAt === null) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      {(["power-back", "still-out"] as const).map((intent) => (
        <Form method="post" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="accountId" value={accountId} />
          <input type="hidden" name="outageId" value={outage.outageId} />
          <button type="submit" className={intent === "power-back" ? "button-secondary" : "button-primary"}>
            {intent === "power-back" ? "My power is back" : "Still out: report it again"}
          </button>
        </Form>
      ))}
    </div>
  );
}

function PlannedWork({ premise }: { premise: PremiseOutageStatus }) {
  const ahead = premise.planned.filter((plan) => plan.state !== "cancelled" && plan.state !== "completed");
  if (ahead.length === 0) return null;
  return (
    <Table
      cards
      caption={`Planned outages at ${premise.address}`}
      columns={[{ label: "Work" }, { label: "From" }, { label: "Until" }, { label: "Where" }]}
    >
      {ahead.map((plan) => (
        <tr key={plan.planId} className="border-b">
          <RowHeader label="Work">{plan.description}</RowHeader>
          <Cell label="From">{utilityDateTime(plan.startsAt)}</Cell>
          <Cell label="Until">{utilityDateTime(plan.endsAt)}</Cell>
          <Cell label="Where">{plan.location}</Cell>
        </tr>
      ))}
    </Table>
  );
}

/** `byPhone`: the phoned-in clerk's view of the caller's premise (no follow-up buttons; "Reported"). */
export function PremiseStatus({
  premise,
  byPhone = false,
}: {
  premise: PremiseOutageStatus;
  byPhone?: boolean;
}) {
  const headingId = `premise-${premise.accountId}`;
  const current = premise.outages[0] ?? null;
  const report = premise.lastReport;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {premise.address || `Account ${premise.accountId}`}
        <span className="block text-sm font-normal text-slate-700">Account {premise.accountId}</span>
      </h2>
      <div aria-live="polite" className="space-y-2">
        {current ? (
          <>
            <p className="font-semibold">
              {current.restoredAt
                ? "The outage at this premise has been restored."
                : "GPA knows of an outage at this premise."}
            </p>
            <OutageFacts outage={current} />
          </>
        ) : (
          <p>
            {report && !report.delivered ? outageMessages.reportNotYetKnown : outageMessages.noOutageKnown}
          </p>
        )}
        {report ? (
          <p className="text-sm text-slate-700">
            {byPhone ? "Reported" : "You reported"}: {OUTAGE_PROBLEM_LABELS[report.problem]},{" "}
            {utilityDateTime(report.reportedAt)}.
          </p>
        ) : null}
      </div>
      {current && !byPhone ? <FollowUp accountId={premise.accountId} outage={current} /> : null}
      <PlannedWork premise={premise} />
    </section>
  );
}
