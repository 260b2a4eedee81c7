/**
 * `npm run create-admin -w @paygpa/bff -- --username NAME --email ADDRESS`: makes the first level-1
 * admin of an empty database, with the BFF's own environment (PAYGPA_MODE, PAYGPA_BFF_DB, …).
 * The password is read from the terminal (not echoed, asked twice) or from the first line of
 * standard input when piped; never from the command line, where other users and shell history see it.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createFirstAdmin, FirstAdminRefused } from "../features/admin-users";
import { configFromEnvironment } from "../start-config";
import type { Database } from "../database";
import { migrateToLatest, openConfiguredDatabase } from "../platform/db/database";

async function readPasswordFromTerminal(prompt: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const echo = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asking = true;
  echo._writeToOutput = (text) => {
    if (!asking || text === prompt) process.stdout.write(text);
  };
  const answer = await new Promise<string>((resolve) => terminal.question(prompt, resolve));
  asking = false;
  process.stdout.write("\n");
  terminal.close();
  return answer;
}

async function readPasswordFromPipe(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPasswordFromPipe();
  const password = await readPasswordFromTerminal("Password: ");
  if ((await readPasswordFromTerminal("Repeat the password: ")) !== password) {
    throw new FirstAdminRefused("The two passwords differ.");
  }
  return password;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: "string" }, email: { type: "string" } },
    strict: true,
  });
  if (!values.username || !values.email) {
    console.error("Usage: npm run create-admin -w @paygpa/bff -- --username NAME --email ADDRESS");
    return 2;
  }
  const config = await configFromEnvironment();
  const db = openConfiguredDatabase<Database>(config);
  try {
    await migrateToLatest(db);
    const password = await readPassword();
    const at = new Date().toISOString();
    await createFirstAdmin(db, { username: values.username, email: values.email, password }, at);
    console.log(`Level-1 admin "${values.username}" created. Log in at /gpaadmin.`);
    return 0;
  } catch (error) {
    if (error instanceof FirstAdminRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
