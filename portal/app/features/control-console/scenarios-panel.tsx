/**
 * The console's scenarios (docs/trainer-guide.md): each one applied to the base personas or, for a
 * persona scenario in a class, to one trainee's copy; then the scenarios in force, each with Undo.
 */
import { Form } from "@remix-run/react";
import type { Panel } from "../../lib/bff-console.server";
import { SelectInput } from "../../ui/choices";
import { BusyButton } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import { PanelProblem } from "./panels";

type ScenarioRow = { name: string; description: string; shows: string; scope: "persona" | "system" };
type InForceRow = {
  id: number;
  scenario: string;
  appliesTo: string;
  appliedAt: string;
  target: { trainee?: number };
};

function TargetChoice({ scenario, trainees }: { scenario: string; trainees: number }) {
  return (
    <SelectInput
      name="trainee"
      label={`Apply ${scenario} to`}
      defaultValue=""
      options={[
        { value: "", label: "the base personas" },
        ...Array.from({ length: trainees }, (_, index) => ({
          value: String(index + 1),
          label: `trainee ${index + 1}`,
        })),
      ]}
    />
  );
}

export function ScenariosPanel({
  scenarios,
  trainees,
  busy,
}: {
  scenarios: Panel<{ scenarios: ScenarioRow[] }>;
  trainees: number;
  busy: boolean;
}) {
  if (!scenarios.ok) return <PanelProblem panel={scenarios} />;
  if (scenarios.value.scenarios.length === 0) return <p>No scenarios.</p>;
  return (
    <ul className="space-y-3">
      {scenarios.value.scenarios.map((scenario) => (
        <li key={scenario.name}>
          <Form
            method="post"
            aria-label={`Apply ${scenario.name}`}
            className="flex flex-wrap items-end gap-2"
          >
            <input type="hidden" name="scenario" value={scenario.name} />
            {scenario.scope === "persona" && trainees > 0 ? (
              <TargetChoice scenario={scenario.name} trainees={trainees} />
            ) : null}
            <BusyButton
              busy={busy}
              busyText="Please wait..."
              name="intent"
              value="apply-scenario"
              className="button-secondary"
              aria-label={`Apply ${scenario.name}`}
            >
              Apply
            </BusyButton>
            <strong>{scenario.name}</strong> <span>{scenario.description}</span>
            <span className="text-slate-600">
              Shows: {scenario.shows}
              {scenario.scope === "system" ? " (the whole system)" : ""}
            </span>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function InForcePanel({
  inForce,
  busy,
}: {
  inForce: Panel<{ inForce: InForceRow[] }>;
  busy: boolean;
}) {
  if (!inForce.ok) return <PanelProblem panel={inForce} />;
  if (inForce.value.inForce.length === 0)
    return <p>No scenario in force: the system is as the fixtures made it.</p>;
  return (
    <Table
      caption="Scenarios in force, oldest first"
      columns={[
        { label: "Scenario" },
        { label: "Applies to" },
        { label: "Applied at" },
        { label: "Actions" },
      ]}
    >
      {inForce.value.inForce.map((entry) => (
        <tr key={entry.id}>
          <RowHeader>{entry.scenario}</RowHeader>
          <Cell>{entry.appliesTo}</Cell>
          <Cell>{entry.appliedAt}</Cell>
          <Cell>
            <Form method="post" aria-label={`Undo scenario ${entry.id}`}>
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="trainee" value={entry.target.trainee ?? ""} />
              <BusyButton
                busy={busy}
                busyText="Please wait..."
                name="intent"
                value="undo-scenario"
                className="button-secondary"
                aria-label={`Undo ${entry.scenario} for ${entry.appliesTo}`}
              >
                Undo
              </BusyButton>
            </Form>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
