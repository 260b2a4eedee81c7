/**
 * The console's answer beside the control that caused it (docs/trainer-guide.md): with 20 trainees
 * the page is thousands of pixels long, so "Trainee 20's personas are back…" or "Are you sure?"
 * shows in trainee 20's row, not at the top. Each control's place is a live region that is there
 * before the answer comes (so a screen reader hears it) and takes the focus when it does (so it is
 * scrolled into view, and the keyboard is where the question is).
 */
import { createContext, useContext, useEffect, useRef } from "react";
import { StatusMessage } from "../../ui/forms";
import { ConfirmBox, type ConsoleQuestion } from "./confirm-box";

export interface ConsoleAnswer {
  done: string | null;
  ask: ConsoleQuestion | null;
  failed: boolean;
  /** Which control's place the answer shows in (`feedbackPlace`). */
  at: string;
}

/** The place of an intent's answer: its panel, or the trainee's row of the class. */
export function feedbackPlace(intent: string, form: FormData): string {
  const given = String(form.get("at") ?? "");
  if (/^[a-z0-9-]{1,40}$/.test(given)) return given;
  const trainee = String(form.get("trainee") ?? "");
  switch (intent) {
    case "reset":
      return "reset";
    case "reset-trainee":
      return /^\d{1,2}$/.test(trainee) ? `trainee-${trainee}` : "classroom";
    case "apply-scenario":
      return "scenarios";
    case "undo-scenario":
      return "in-force";
    case "step-day":
      return "billing-cycle";
    case "advance-clock":
    case "set-clock":
    case "freeze-clock":
    case "run-clock":
    case "real-time":
      return "clock";
    case "log-in-as":
      return "personas";
    default:
      return "top";
  }
}

const FeedbackContext = createContext<{ answer: ConsoleAnswer | undefined; busy: boolean }>({
  answer: undefined,
  busy: false,
});

export const FeedbackProvider = FeedbackContext.Provider;

/**
 * A table row of its own under the row whose control answered (a trainee's reset): the whole
 * table's width, so the question is never pushed out of a table that scrolls sideways. Only there
 * while it has an answer; it takes the focus, so it is read and scrolled into view.
 */
export function FeedbackRow({ at, columns }: { at: string; columns: number }) {
  const { answer } = useContext(FeedbackContext);
  if (answer?.at !== at) return null;
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-2">
        <FeedbackHere at={at} />
      </td>
    </tr>
  );
}

/** Where the answer of the controls placed at `at` shows. */
export function FeedbackHere({ at }: { at: string }) {
  const { answer, busy } = useContext(FeedbackContext);
  const ref = useRef<HTMLDivElement>(null);
  const here = answer?.at === at ? answer : undefined;
  useEffect(() => {
    if (here) ref.current?.focus();
  }, [here]);
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite" data-feedback-for={at} className="space-y-2 outline-none">
      {here?.done ? (
        <StatusMessage tone={here.failed ? "error" : "success"}>{here.done}</StatusMessage>
      ) : null}
      {here?.ask ? <ConfirmBox ask={here.ask} busy={busy} /> : null}
    </div>
  );
}
