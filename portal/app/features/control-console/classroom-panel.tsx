/**
 * The console's classroom panel (docs/qa-guide.md): each trainee of the class, their usernames' suffix and
 * account block, and a reset of that one trainee. Resetting everyone is the console's Reset.
 */
import { Form } from "@remix-run/react";
import { Fragment } from "react";
import type { Panel } from "../../lib/bff-console.server";
import { BusyButton } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import { FeedbackRow } from "./feedback";
import { PanelProblem } from "./panels";

export interface ClassroomTrainee {
  trainee: number;
  suffix: string;
  customers: { username: string; password: string; accounts: string[] }[];
}

/** Jump links to each trainee's row: with 20 trainees the class is a long table. */
function TraineeLinks({ trainees }: { trainees: number[] }) {
  return (
    <nav aria-label="Trainees">
      <p className="mb-1">Go to trainee:</p>
      <ul className="flex flex-wrap gap-2">
        {trainees.map((trainee) => (
          <li key={trainee}>
            <a
              href={`#trainee-${trainee}`}
              aria-label={`Trainee ${trainee}`}
              className="inline-block min-w-6 p-1"
            >
              {trainee}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ClassroomPanel({
  classroom,
  canLogIn,
  busy,
}: {
  classroom: Panel<{ trainees: number; class: ClassroomTrainee[] }>;
  /** "Log in as" a trainee's maria.cruz, on the trainer's screen (demo mode only). */
  canLogIn: boolean;
  busy: boolean;
}) {
  if (!classroom.ok) return <PanelProblem panel={classroom} />;
  if (classroom.value.trainees === 0)
    return (
      <p>
        No class: start with <code>npm run demo -- --trainees 20</code> to give each trainee their own
        personas.
      </p>
    );
  return (
    <>
      <TraineeLinks trainees={classroom.value.class.map(({ trainee }) => trainee)} />
      <Table
        caption={`${classroom.value.trainees} trainees, each with every persona (same passwords)`}
        columns={[
          { label: "Trainee" },
          { label: "Usernames" },
          { label: "First account" },
          { label: "Actions" },
        ]}
      >
        {classroom.value.class.map(({ trainee, suffix, customers }) => (
          <Fragment key={trainee}>
            <tr>
              <RowHeader>
                <span id={`trainee-${trainee}`}>Trainee {trainee}</span>
              </RowHeader>
              <Cell>
                {customers[0]?.username ?? ""} (every username ends in {suffix})
              </Cell>
              <Cell>{customers[0]?.accounts[0] ?? ""}</Cell>
              <Cell>
                {canLogIn && customers[0] ? (
                  <Form method="post" aria-label={`Log in as trainee ${trainee}`} className="mb-1">
                    <input type="hidden" name="username" value={customers[0].username} />
                    <input type="hidden" name="at" value={`trainee-${trainee}`} />
                    <BusyButton
                      busy={busy}
                      busyText="Please wait..."
                      name="intent"
                      value="log-in-as"
                      className="button-secondary"
                      aria-label={`Log in as ${customers[0].username}`}
                    >
                      Log in as
                    </BusyButton>
                  </Form>
                ) : null}
                <Form method="post" aria-label={`Reset trainee ${trainee}`}>
                  <input type="hidden" name="trainee" value={trainee} />
                  <BusyButton
                    busy={busy}
                    busyText="Please wait..."
                    name="intent"
                    value="reset-trainee"
                    className="button-secondary"
                    aria-label={`Reset trainee ${trainee}`}
                  >
                    Reset
                  </BusyButton>
                </Form>
              </Cell>
            </tr>
            <FeedbackRow at={`trainee-${trainee}`} columns={4} />
          </Fragment>
        ))}
      </Table>
    </>
  );
}
