/**
 * The demo personas the console lists, from the fixtures' generated `personas.json` (demo and test
 * modes only: the console's guard runs first, and production never renders it). The password stays
 * on the server: "log in as" sends only the username.
 */
import personas from "@paygpa/fixtures/personas.json";

export interface ConsolePersona {
  username: string;
  title: string;
  email: string;
  accounts: string[];
}

type PersonaRecord = {
  username: string;
  password: string;
  title: string;
  email?: string | null;
  accounts: { accountId: string }[];
};

const customers = (personas as unknown as { customers: PersonaRecord[] }).customers;

export function consolePersonas(): ConsolePersona[] {
  return customers.map((persona) => ({
    username: persona.username,
    title: persona.title,
    email: persona.email ?? "",
    accounts: persona.accounts.map((account) => account.accountId),
  }));
}

/** The password of a listed persona, for "log in as"; null for any other username. */
export function personaPassword(username: string): string | null {
  return customers.find((persona) => persona.username === username)?.password ?? null;
}
