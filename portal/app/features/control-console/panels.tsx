/**
 * The control console's panels: each a section with its heading, its form and what the BFF
 * answered (or why it did not). Forms post to the console's action with an `intent`.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import type { Panel } from "../../lib/bff-console.server";
import { guamTime, setClockExample } from "./guam-time";
import type { ConsolePersona } from "./personas.server";

export function ConsoleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-4">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function PanelProblem({ panel }: { panel: Panel<unknown> }) {
  return panel.ok ? null : <StatusMessage tone="warning">{panel.problem}</StatusMessage>;
}

export function IntentButton({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  return (
    <BusyButton
      busy={busy}
      busyText="Please wait..."
      name="intent"
      value={intent}
      className="button-secondary"
    >
      {label}
    </BusyButton>
  );
}

export function ResetButton({ busy }: { busy: boolean }) {
  return (
    <Form method="post" aria-label="Reset the whole system">
      <IntentButton intent="reset" label="Reset the whole system" busy={busy} />
    </Form>
  );
}

export function PersonasPanel({
  personas,
  canLogIn,
  busy,
}: {
  personas: ConsolePersona[];
  canLogIn: boolean;
  busy: boolean;
}) {
  return (
    <Table
      caption="Customer personas"
      columns={[
        { label: "Username" },
        { label: "What it shows" },
        { label: "Accounts" },
        { label: "Actions" },
      ]}
    >
      {personas.map((persona) => (
        <tr key={persona.username}>
          <RowHeader>{persona.username}</RowHeader>
          <Cell>{persona.title}</Cell>
          <Cell>{persona.accounts.join(", ")}</Cell>
          <Cell>
            <div className="flex flex-wrap gap-2">
              {canLogIn ? (
                <Form method="post" aria-label={`Log in as ${persona.username}`}>
                  <input type="hidden" name="username" value={persona.username} />
                  <BusyButton
                    busy={busy}
                    busyText="Please wait..."
                    name="intent"
                    value="log-in-as"
                    className="button-secondary"
                    aria-label={`Log in as ${persona.username}`}
                  >
                    Log in as
                  </BusyButton>
                </Form>
              ) : null}
              {persona.email ? (
                <Link
                  to={`?mail=${encodeURIComponent(persona.email)}#mail`}
                  aria-label={`Mail of ${persona.username}`}
                >
                  Mail
                </Link>
              ) : null}
            </div>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

export function ClockPanel({
  clock,
  busy,
}: {
  clock: Panel<{
    now: string;
    today: string;
    frozen?: boolean;
    services: Record<string, { now: string } | { status: "failed" }>;
  }>;
  busy: boolean;
}) {
  return (
    <>
      {clock.ok ? (
        <>
          <p>
            System time: <strong>{guamTime(clock.value.now)}</strong> (Guam time; today {clock.value.today}
            {clock.value.frozen ? "; frozen" : ""})
          </p>
          <ul className="text-sm">
            {Object.entries(clock.value.services).map(([service, answer]) => (
              <li key={service}>
                {service}: {"now" in answer ? guamTime(answer.now) : "not answering"}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <PanelProblem panel={clock} />
      )}
      <Form method="post" aria-label="Advance the clock" className="flex flex-wrap items-end gap-2">
        <TextInput
          name="advance"
          label="Advance by (e.g. 16m, 2h, 3d)"
          defaultValue="16m"
          pattern="\d+[smhd]"
        />
        <IntentButton intent="advance-clock" label="Advance the clock" busy={busy} />
      </Form>
      <Form method="post" aria-label="Set the clock" className="flex flex-wrap items-end gap-2">
        <TextInput
          name="set"
          label={`Set to, Guam time (e.g. ${setClockExample(clock.ok ? clock.value.today : "")})`}
        />
        <IntentButton intent="set-clock" label="Set the clock" busy={busy} />
      </Form>
      <Form method="post" aria-label="Freeze, run or real time" className="flex flex-wrap gap-2">
        <IntentButton intent="freeze-clock" label="Freeze the clock" busy={busy} />
        <IntentButton intent="run-clock" label="Let the clock run" busy={busy} />
        <IntentButton intent="real-time" label="Back to real time (the data stays)" busy={busy} />
      </Form>
    </>
  );
}

/** A list of loosely shaped records (faults, timeline events), one line of fields each. */
export function RecordList({ records, empty }: { records: Record<string, unknown>[]; empty: string }) {
  if (records.length === 0) return <p>{empty}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {records.map((record, index) => (
        <li key={index} className="font-mono break-words">
          {Object.entries(record)
            .map(
              ([name, value]) =>
                `${name}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
            )
            .join(" · ")}
        </li>
      ))}
    </ul>
  );
}
