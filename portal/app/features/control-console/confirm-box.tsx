/**
 * The console asks before it wipes (docs/trainer-guide.md): a whole-system reset, a trainee's reset
 * and an undo that resets run only after a second, explicit press, so that one click in front of a
 * class never wipes the class's work. The question comes back from the action; no script needed.
 */
import { Form, Link } from "@remix-run/react";
import { BusyButton } from "../../ui/forms";

export interface ConsoleQuestion {
  intent: string;
  question: string;
  yes: string;
  fields: Record<string, string>;
}

/** The action's answer when an intent needs confirming: the same form again, with `confirmed`. */
export function askFirst(
  form: FormData,
  intent: string,
  question: string,
  yes: string,
  fields: Record<string, string> = {},
): ConsoleQuestion | null {
  return form.get("confirmed") === "yes" ? null : { intent, question, yes, fields };
}

export function ConfirmBox({ ask, busy }: { ask: ConsoleQuestion; busy: boolean }) {
  return (
    <section
      aria-labelledby="console-confirm"
      className="space-y-3 rounded-md border-2 border-accent-500 bg-warning-50 p-4 text-warning-800"
    >
      <h2 id="console-confirm" className="!mt-0">
        Are you sure?
      </h2>
      <p>{ask.question}</p>
      <Form method="post" aria-label="Confirm or cancel" className="flex flex-wrap gap-2">
        {Object.entries(ask.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <BusyButton
          busy={busy}
          busyText="Please wait..."
          name="intent"
          value={ask.intent}
          className="button-primary"
        >
          {ask.yes}
        </BusyButton>
        <Link to="/demo/console" className="button-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
