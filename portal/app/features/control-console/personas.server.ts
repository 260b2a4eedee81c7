/**
 * The demo personas the console lists, as the BFF's control API serves them (`GET /__control/personas`,
 * demo and test modes only): the portal loads no fixture (`app/fixtures-out.test.ts`). The password
 * stays on the server: the page gets none, and "log in as" sends only the username.
 */
import type { consoleCalls } from "../../lib/bff-console.server";

/** The control calls of one request (`context.bff.control`). */
type ControlCalls = Pick<typeof consoleCalls, "personas" | "trainees">;

export interface ConsolePersona {
  username: string;
  title: string;
  email: string;
  accounts: string[];
}

/** The personas for the console's list, without their passwords. */
export async function consolePersonas(control: ControlCalls): Promise<ConsolePersona[]> {
  const { customers } = await control.personas();
  return customers.map(({ username, title, email, accounts }) => ({ username, title, email, accounts }));
}

/**
 * The password of a listed persona, for "log in as": a base persona, or a trainee's copy in the
 * class list (classroom mode); null for any other username.
 */
export async function personaPassword(control: ControlCalls, username: string): Promise<string | null> {
  const { customers } = await control.personas();
  const base = customers.find((persona) => persona.username === username);
  if (base) return base.password;
  const classroom = await control.trainees();
  for (const trainee of classroom.class) {
    const copy = trainee.customers.find((persona) => persona.username === username);
    if (copy) return copy.password;
  }
  return null;
}
