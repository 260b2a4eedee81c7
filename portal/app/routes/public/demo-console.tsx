/**
 * The control console for trainers and QA (docs/qa-guide.md), demo and test modes only: personas with
 * "log in as" (demo mode only), scenarios, the system clock, the faults in force, the mail of a
 * persona, the timeline of the last payments, and one reset. It needs the control token like the
 * mail viewer (demo-access.server.ts); production has no console (404) and its BFF no control API.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StaticPage } from "../../components/static-page";
import {
  ClockPanel,
  ConsoleSection,
  PanelProblem,
  PersonasPanel,
  RecordList,
  ResetButton,
  ScenariosPanel,
} from "../../features/control-console/panels";
import { ClassroomPanel } from "../../features/control-console/classroom-panel";
import { faultsInForce } from "../../features/control-console/faults-in-force";
import { FaultsPanel, LastPaymentsPanel, TimelinePanel } from "../../features/control-console/timeline-panel";
import { consolePersonas, personaPassword } from "../../features/control-console/personas.server";
import { BffError } from "../../lib/bff.server";
import { panel } from "../../lib/bff-console.server";
import { requireDemoAccess } from "../../features/demo-access/demo-access.server";
import { env } from "../../lib/env.server";
import { commitLogin } from "../../lib/session.server";
import { StatusMessage, TextInput } from "../../ui/forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDemoAccess(request);
  const query = new URL(request.url).searchParams;
  const mailTo = query.get("mail") ?? "";
  const invoice = query.get("invoice") ?? "";
  const [personas, scenarios, clock, faults, payments, timeline, mail, classroom] = await Promise.all([
    panel(() => consolePersonas(context.bff.control)),
    panel(context.bff.control.scenarios),
    panel(context.bff.control.clock),
    panel(async () => faultsInForce(await context.bff.control.faults())),
    panel(context.bff.control.lastPayments),
    /^\d{1,12}$/.test(invoice) ? panel(() => context.bff.control.timeline(invoice)) : null,
    mailTo ? panel(() => context.bff.mailOutbox({ to: mailTo })) : null,
    panel(context.bff.control.trainees),
  ]);
  return {
    personas,
    canLogIn: env.mode === "demo",
    scenarios,
    clock,
    faults,
    payments,
    timeline,
    mail,
    mailTo,
    invoice,
    classroom,
  };
}

/** One console action; the answer is what happened, in words. */
async function perform(
  intent: string,
  form: FormData,
  request: Request,
  context: LoaderFunctionArgs["context"],
) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  switch (intent) {
    case "reset": {
      const reset = await context.bff.control.reset();
      return `The whole system is back to the fixtures (today ${reset.today}).`;
    }
    case "reset-trainee": {
      const trainee = Number(text("trainee"));
      if (!Number.isInteger(trainee) || trainee < 1) return "Choose a trainee.";
      await context.bff.control.resetTrainee(trainee);
      return `Trainee ${trainee}'s personas are back to the fixtures.`;
    }
    case "apply-scenario": {
      const applied = await context.bff.control.applyScenario(text("scenario"));
      const where = Object.entries(applied.services).map(([service, state]) => `${service}: ${state}`);
      return `Scenario ${applied.scenario} applied (${where.join(", ")}).`;
    }
    case "advance-clock":
      if (!/^\d+[smhd]$/.test(text("advance"))) return "Write the step as a number and s, m, h or d.";
      return `The system clock moved on by ${text("advance")}: it is now ${(await context.bff.control.setClock({ advance: text("advance") })).now}.`;
    case "set-clock":
      if (Number.isNaN(Date.parse(text("set")))) return "Write the time as 2026-12-01T09:00.";
      return `The system clock is set to ${text("set")}: it is now ${(await context.bff.control.setClock({ set: text("set") })).now}.`;
    case "log-in-as": {
      const password = await personaPassword(context.bff.control, text("username"));
      if (env.mode !== "demo" || password === null)
        return "Log in as works in demo mode, for a listed persona.";
      const login = await context.bff.call("userLogin", { userName: text("username"), password });
      if (!login.loginSuccessful || !login.token) return login.status.loginMessage;
      throw redirect("/dashboard", {
        headers: { "Set-Cookie": await commitLogin(request, login.token, "customer") },
      });
    }
    default:
      return "Unknown action.";
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireDemoAccess(request);
  const form = await request.formData();
  try {
    return { done: await perform(String(form.get("intent") ?? ""), form, request, context), failed: false };
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    const reason = error.status === 404 ? "this BFF does not offer it yet" : error.message;
    return data({ done: `Not done: ${reason}.`, failed: true }, { status: error.status === 404 ? 404 : 502 });
  }
}

export default function ControlConsole() {
  const {
    personas,
    canLogIn,
    scenarios,
    clock,
    faults,
    payments,
    timeline,
    mail,
    mailTo,
    invoice,
    classroom,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <StaticPage title="Control console">
      <p>For trainers and QA, in demo and test modes only. Every action changes the whole system.</p>
      {answer ? (
        <StatusMessage tone={answer.failed ? "error" : "success"}>{answer.done}</StatusMessage>
      ) : null}
      <ConsoleSection id="reset" title="Reset">
        <ResetButton busy={busy} />
      </ConsoleSection>
      <ConsoleSection id="classroom" title="Classroom">
        <ClassroomPanel classroom={classroom} busy={busy} />
      </ConsoleSection>
      <ConsoleSection id="personas" title="Personas">
        {personas.ok ? (
          <PersonasPanel personas={personas.value} canLogIn={canLogIn} busy={busy} />
        ) : (
          <PanelProblem panel={personas} />
        )}
      </ConsoleSection>
      <ConsoleSection id="scenarios" title="Scenarios">
        <ScenariosPanel scenarios={scenarios} busy={busy} />
      </ConsoleSection>
      <ConsoleSection id="clock" title="System clock">
        <ClockPanel clock={clock} busy={busy} />
      </ConsoleSection>
      <ConsoleSection id="faults" title="Faults in force">
        <FaultsPanel faults={faults} />
      </ConsoleSection>
      <ConsoleSection id="mail" title="Mail">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <TextInput name="mail" label="Recipient" type="email" defaultValue={mailTo} />
          <button type="submit" className="button-secondary">
            Show mail
          </button>
        </Form>
        {mail === null ? <p>Choose a persona's Mail, or type an address.</p> : null}
        {mail && !mail.ok ? <PanelProblem panel={mail} /> : null}
        {mail?.ok ? (
          <RecordList
            records={mail.value.messages.map(({ createdAt, kind, subject, status }) => ({
              createdAt,
              kind,
              subject,
              status,
            }))}
            empty={`No mail to ${mailTo}.`}
          />
        ) : null}
      </ConsoleSection>
      <ConsoleSection id="timeline" title="Timeline of the last payments">
        <LastPaymentsPanel payments={payments} />
        <TimelinePanel invoice={invoice} timeline={timeline} />
      </ConsoleSection>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Control console | PayGPA" },
  { name: "robots", content: "noindex" },
];
