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
  ResetButton,
} from "../../features/control-console/panels";
import { MailPanel } from "../../features/control-console/mail-panel";
import { InForcePanel, ScenariosPanel } from "../../features/control-console/scenarios-panel";
import { askFirst, type ConsoleQuestion } from "../../features/control-console/confirm-box";
import { FeedbackHere, FeedbackProvider, feedbackPlace } from "../../features/control-console/feedback";
import { BillingCyclePanel } from "../../features/control-console/billing-cycle-panel";
import { ClassroomPanel } from "../../features/control-console/classroom-panel";
import { faultsInForce } from "../../features/control-console/faults-in-force";
import { guamTime } from "../../features/control-console/guam-time";
import { FaultsPanel, LastPaymentsPanel, TimelinePanel } from "../../features/control-console/timeline-panel";
import { consolePersonas, personaPassword } from "../../features/control-console/personas.server";
import { addUsageEdit } from "../../features/control-console/usage-edit.server";
import { UsagePanel } from "../../features/control-console/usage-panel";
import { BffError } from "../../lib/bff.server";
import { panel } from "../../lib/bff-console.server";
import { requireDemoAccess } from "../../features/demo-access/demo-access.server";
import { env } from "../../lib/env.server";
import { commitLogin } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDemoAccess(request);
  const query = new URL(request.url).searchParams;
  const mailTo = query.get("mail") ?? "";
  const invoice = query.get("invoice") ?? "";
  const [personas, scenarios, inForce, clock, faults, payments, timeline, mail, classroom, cycle] =
    await Promise.all([
      panel(() => consolePersonas(context.bff.control)),
      panel(context.bff.control.scenarios),
      panel(context.bff.control.scenariosInForce),
      panel(context.bff.control.clock),
      panel(async () => faultsInForce(await context.bff.control.faults())),
      panel(context.bff.control.lastPayments),
      /^\d{1,12}$/.test(invoice) ? panel(() => context.bff.control.timeline(invoice)) : null,
      mailTo ? panel(() => context.bff.mailOutbox({ to: mailTo })) : null,
      panel(context.bff.control.trainees),
      panel(context.bff.control.billingCycle),
    ]);
  return {
    personas,
    canLogIn: env.mode === "demo",
    scenarios,
    inForce,
    clock,
    faults,
    payments,
    timeline,
    mail,
    mailTo,
    mailInbox: env.mailInboxUrl,
    smsPhone: env.smsPhoneUrl,
    invoice,
    classroom,
    cycle,
  };
}

/** The console's resets (the whole system, one trainee) and its scenarios (apply, undo). */
async function resetOrScenario(
  intent: "reset" | "reset-trainee" | "apply-scenario" | "undo-scenario",
  form: FormData,
  context: LoaderFunctionArgs["context"],
): Promise<string | ConsoleQuestion> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  switch (intent) {
    case "reset": {
      const ask = askFirst(
        form,
        intent,
        "Every service goes back to the fixtures and to real time: every payment, sign-up and change made since the last reset is wiped, for every trainee.",
        "Yes, reset the whole system",
      );
      if (ask) return ask;
      const reset = await context.bff.control.reset();
      return `The whole system is back to the fixtures (today ${reset.today}).`;
    }
    case "reset-trainee": {
      const trainee = Number(text("trainee"));
      if (!Number.isInteger(trainee) || trainee < 1) return "Choose a trainee.";
      const ask = askFirst(
        form,
        intent,
        `Trainee ${trainee}'s personas go back to the fixtures: their payments, sign-ups and sessions are wiped. The other trainees keep theirs.`,
        `Yes, reset trainee ${trainee}`,
        { trainee: String(trainee) },
      );
      if (ask) return ask;
      await context.bff.control.resetTrainee(trainee);
      return `Trainee ${trainee}'s personas are back to the fixtures.`;
    }
    case "apply-scenario": {
      const trainee = text("trainee");
      const applied = await context.bff.control.applyScenario(
        text("scenario"),
        /^\d{1,2}$/.test(trainee) ? { trainee: Number(trainee) } : {},
      );
      const where = Object.entries(applied.services).map(([service, state]) => `${service}: ${state}`);
      return `Scenario ${applied.scenario} applied to ${applied.appliesTo ?? "the base personas"} (${where.join(", ")}).`;
    }
    case "undo-scenario": {
      const id = Number(text("id"));
      const trainee = text("trainee");
      const ask = askFirst(
        form,
        intent,
        trainee
          ? `Undo resets trainee ${trainee}'s personas to the fixtures, then applies their other scenarios again.`
          : "Undo resets the whole system to the fixtures (every trainee's work too), then applies the other scenarios in force again.",
        "Yes, undo it",
        { id: String(id), trainee },
      );
      if (ask) return ask;
      const undone = await context.bff.control.undoScenario(id);
      const again = undone.reapplied.length > 0 ? ` Applied again: ${undone.reapplied.join(", ")}.` : "";
      return `Scenario ${undone.undone} undone for ${undone.appliesTo} (${undone.reset} reset).${again}`;
    }
  }
}

/** One console action; the answer is what happened, in words, or a question to confirm first. */
async function perform(
  intent: string,
  form: FormData,
  request: Request,
  context: LoaderFunctionArgs["context"],
): Promise<string | ConsoleQuestion> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  switch (intent) {
    case "reset":
    case "reset-trainee":
    case "apply-scenario":
    case "undo-scenario":
      return resetOrScenario(intent, form, context);
    case "advance-clock":
      if (!/^\d+[smhd]$/.test(text("advance"))) return "Write the step as a number and s, m, h or d.";
      return `The system clock moved on by ${text("advance")}: it is now ${guamTime((await context.bff.control.setClock({ advance: text("advance") })).now)}.`;
    case "set-clock":
      if (Number.isNaN(Date.parse(text("set")))) return "Write the time as YYYY-MM-DDTHH:MM, Guam time.";
      return `The system clock is set to ${text("set")} Guam time: it is now ${guamTime((await context.bff.control.setClock({ set: text("set") })).now)}.`;
    case "step-day":
      return `The system stepped one day: it is now ${guamTime((await context.bff.control.setClock({ advance: "1d", keepSessions: true })).now)}, and billing ran that day's events.`;
    case "freeze-clock":
      return `The system clock stands still at ${guamTime((await context.bff.control.setClock({ freeze: true })).now)}.`;
    case "run-clock":
      return `The system clock runs on from ${guamTime((await context.bff.control.setClock({ freeze: false })).now)}.`;
    case "real-time":
      return `The system clock follows real time again: it is now ${guamTime((await context.bff.control.setClock({ real: true })).now)}.`;
    case "usage-edit":
      return addUsageEdit(form, context.bff.control);
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
  const intent = String(form.get("intent") ?? "");
  const at = feedbackPlace(intent, form);
  try {
    const answer = await perform(intent, form, request, context);
    if (typeof answer !== "string") return { done: null, ask: answer, failed: false, at };
    return { done: answer, ask: null, failed: false, at };
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    const reason = error.status === 404 ? "this BFF does not offer it yet" : error.message;
    return data(
      { done: `Not done: ${reason}.`, ask: null, failed: true, at },
      { status: error.status === 404 ? 404 : error.status === 400 ? 400 : 502 },
    );
  }
}

/** The console's sections, for the jump links at the top (the page is long with a class of 20). */
const SECTIONS = [
  ["reset", "Reset"],
  ["classroom", "Classroom"],
  ["personas", "Personas"],
  ["scenarios", "Scenarios"],
  ["in-force", "Scenarios in force"],
  ["clock", "System clock"],
  ["billing-cycle", "Billing cycle"],
  ["usage", "Usage edits"],
  ["faults", "Faults in force"],
  ["mail", "Mail"],
  ["timeline", "Timeline of the last payments"],
] as const;

/** The jump links to every section. */
function SectionLinks() {
  return (
    <nav aria-label="Console sections">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ControlConsole() {
  const {
    personas,
    canLogIn,
    scenarios,
    inForce,
    clock,
    faults,
    payments,
    timeline,
    mail,
    mailTo,
    mailInbox,
    smsPhone,
    invoice,
    classroom,
    cycle,
  } = useLoaderData<typeof loader>();
  const trainees = classroom.ok ? classroom.value.trainees : 0;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <StaticPage title="Control console">
      <FeedbackProvider value={{ answer: answer ?? undefined, busy }}>
        <p>
          For trainers and QA, in demo and test modes only. An action changes the whole system unless it names
          a trainee; a reset asks first.
        </p>
        <SectionLinks />
        <FeedbackHere at="top" />
        <ConsoleSection id="reset" title="Reset">
          <ResetButton busy={busy} />
          <FeedbackHere at="reset" />
        </ConsoleSection>
        <ConsoleSection id="classroom" title="Classroom">
          <ClassroomPanel classroom={classroom} canLogIn={canLogIn} busy={busy} />
          <FeedbackHere at="classroom" />
        </ConsoleSection>
        <ConsoleSection id="personas" title="Personas">
          {personas.ok ? (
            <PersonasPanel personas={personas.value} canLogIn={canLogIn} busy={busy} />
          ) : (
            <PanelProblem panel={personas} />
          )}
          <FeedbackHere at="personas" />
        </ConsoleSection>
        <ConsoleSection id="scenarios" title="Scenarios">
          <ScenariosPanel scenarios={scenarios} trainees={trainees} busy={busy} />
          <FeedbackHere at="scenarios" />
        </ConsoleSection>
        <ConsoleSection id="in-force" title="Scenarios in force">
          <InForcePanel inForce={inForce} busy={busy} />
          <FeedbackHere at="in-force" />
        </ConsoleSection>
        <ConsoleSection id="clock" title="System clock">
          <ClockPanel clock={clock} busy={busy} />
          <FeedbackHere at="clock" />
        </ConsoleSection>
        <ConsoleSection id="billing-cycle" title="Billing cycle">
          <BillingCyclePanel cycle={cycle} busy={busy} />
          <FeedbackHere at="billing-cycle" />
        </ConsoleSection>
        <ConsoleSection id="usage" title="Usage edits">
          <UsagePanel personas={personas} busy={busy} />
          <FeedbackHere at="usage" />
        </ConsoleSection>
        <ConsoleSection id="faults" title="Faults in force">
          <FaultsPanel faults={faults} />
        </ConsoleSection>
        <ConsoleSection id="mail" title="Mail">
          <MailPanel mail={mail} mailTo={mailTo} inbox={mailInbox} phone={smsPhone} />
        </ConsoleSection>
        <ConsoleSection id="timeline" title="Timeline of the last payments">
          <LastPaymentsPanel payments={payments} />
          <TimelinePanel invoice={invoice} timeline={timeline} />
        </ConsoleSection>
      </FeedbackProvider>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Control console | PayGPA" },
  { name: "robots", content: "noindex" },
];
