/**
 * What the control console's buttons do (docs/qa-guide.md), on the server: each intent calls the
 * BFF's control API and answers what happened in words, or a question to confirm first (resets,
 * undo). The route (`routes/public/demo-console.tsx`) checks the control token and shapes the answer.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { env } from "../../lib/env.server";
import { commitLogin } from "../../lib/session.server";
import { askFirst, type ConsoleQuestion } from "./confirm-box";
import { guamTime } from "./guam-time";
import { personaPassword } from "./personas.server";
import { addUsageEdit } from "./usage-edit.server";

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
export async function perform(
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
