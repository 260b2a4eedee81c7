/**
 * The billing cycle in the console (decision 029, docs/trainer-guide.md "A month in a minute"): the
 * next events of each persona, each labelled with its programme (billing, the payment arrangement,
 * the payment extension: decision 048), and a button that steps the whole system one day — billing
 * runs that day's events, then the BFF's day jobs. Stepping is not destructive (nothing is wiped),
 * so it asks nothing first.
 */
import type { ControlAnswer } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import type { Panel } from "../../lib/bff-console.server";
import { Cell, RowHeader, Table } from "../../ui/table";
import { IntentButton, PanelProblem } from "./panels";
import { usDateOf } from "../../lib/format";

/** Whose event it is (decision 048): each item of the timeline names its programme. */
const PROGRAMME_LABEL = {
  billing: "Billing",
  arrangement: "Payment arrangement",
  extension: "Payment extension",
  "due-date": "Due date",
  budget: "Budget billing",
} as const;

const KIND_LABEL = {
  bill: "Bill",
  "due-date": "Due date",
  "late-notice": "Late notice",
  "prepaid-usage": "Prepaid usage",
  instalment: "Instalment",
  "extension-promise": "Promised date",
  "extension-break": "Breaks unless paid",
  "due-day-change": "New due day",
  "budget-review": "Budget review",
  "budget-true-up": "Budget true-up",
  "budget-settlement": "Budget settlement",
} as const;

export function BillingCyclePanel({
  cycle,
  busy,
}: {
  cycle: Panel<ControlAnswer<"billingCycle">>;
  busy: boolean;
}) {
  return (
    <>
      <Form method="post" aria-label="Step the billing cycle" className="flex flex-wrap items-center gap-2">
        <IntentButton intent="step-day" label="Step one day" busy={busy} />
        <span className="text-sm">Moves every clock on by one day; billing runs that day's events.</span>
      </Form>
      {cycle.ok ? (
        <>
          <p>Billing's cycle has run through {usDateOf(cycle.value.ranThrough)}.</p>
          <Table
            caption="Next billing events of each persona"
            columns={[{ label: "Persona" }, { label: "Accounts (bill day)" }, { label: "Next events" }]}
          >
            {cycle.value.personas.map((persona) => (
              <tr key={persona.key}>
                <RowHeader>{persona.key}</RowHeader>
                <Cell>
                  {persona.accounts
                    .map((account) =>
                      account.billDay === null
                        ? `${account.AccountID} (prepaid)`
                        : `${account.AccountID} (${account.billDay})`,
                    )
                    .join(", ")}
                </Cell>
                <Cell>
                  {persona.events.length === 0 ? (
                    "None ahead"
                  ) : (
                    <ul className="text-sm">
                      {persona.events.map((event) => (
                        <li key={`${event.date}-${event.kind}-${event.AccountID}`}>
                          {usDateOf(event.date)} · {PROGRAMME_LABEL[event.programme]} ·{" "}
                          {KIND_LABEL[event.kind]} · {event.AccountID}: {event.description}
                        </li>
                      ))}
                    </ul>
                  )}
                </Cell>
              </tr>
            ))}
          </Table>
        </>
      ) : (
        <PanelProblem panel={cycle} />
      )}
    </>
  );
}
