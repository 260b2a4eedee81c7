#!/usr/bin/env node
/**
 * `npm run demo [-- --trainees N]`: the whole system in demo mode, as `npm start` starts it, with
 * classroom mode for N trainees (docs/qa-guide.md): each gets their own copy of the personas, suffixed
 * `.01` to `.NN`. Without the flag: no trainees. The control console is at /demo/console.
 */
import { spawn } from "node:child_process";
import { stackAddresses } from "@paygpa/runtime/stack-addresses";

const USAGE = "usage: npm run demo [-- --trainees N]   (N from 0 to 99)";

/** The class size from the command line: `--trainees N` or `--trainees=N`; 0 without the flag. */
export function traineesFromArgs(args: string[]): number {
  let trainees = 0;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    let value: string | undefined;
    if (arg === "--trainees") value = args[++index];
    else if (arg.startsWith("--trainees=")) value = arg.slice("--trainees=".length);
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
    if (!/^\d{1,2}$/.test(value ?? "")) throw new Error(`--trainees needs a number from 0 to 99\n${USAGE}`);
    trainees = Number(value);
  }
  return trainees;
}

let trainees = 0;
try {
  trainees = traineesFromArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const env = { ...process.env, PAYGPA_MODE: "demo", PAYGPA_TRAINEES: String(trainees) };
// The addresses the services will take from this environment (PAYGPA_PORT_BASE, PAYGPA_PORTAL_PORT…), not 3000.
const at = stackAddresses(env);
console.log(
  trainees > 0
    ? `Classroom mode: ${trainees} trainees (maria.cruz.01 … maria.cruz.${String(trainees).padStart(2, "0")}); class list and resets in the console at ${at.portal}/demo/console`
    : `Demo mode; the control console is at ${at.portal}/demo/console`,
);
console.log(
  `portal ${at.portal} · bff ${at.bff} · ccb-simulator ${at.ccb} · gateway-simulator ${at.gateway}`,
);
const child = spawn("npm", ["start"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
