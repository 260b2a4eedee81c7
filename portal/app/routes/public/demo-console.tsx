/**
 * The control console for trainers and QA (docs/qa-guide.md), demo and test modes only: personas with
 * "log in as" (demo mode only), scenarios, the system clock, the faults in force, the mail of a
 * persona, the timeline of the last payments, and one reset. It needs the control token like the
 * mail viewer (demo-access.server.ts); production has no console (404) and its BFF no control API.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
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
import { perform } from "../../features/control-console/console-actions.server";
import { FeedbackHere, FeedbackProvider, feedbackPlace } from "../../features/control-console/feedback";
import { BillingCyclePanel } from "../../features/control-console/billing-cycle-panel";
import { ClassroomPanel } from "../../features/control-console/classroom-panel";
import { faultsInForce } from "../../features/control-console/faults-in-force";
import { FaultsPanel, LastPaymentsPanel, TimelinePanel } from "../../features/control-console/timeline-panel";
import { consolePersonas } from "../../features/control-console/personas.server";
import { UsagePanel } from "../../features/control-console/usage-panel";
import { BffError } from "../../lib/bff.server";
import { panel } from "../../lib/bff-console.server";
import { requireDemoAccess } from "../../features/demo-access/demo-access.server";
import { env } from "../../lib/env.server";

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
