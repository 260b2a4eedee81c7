#!/usr/bin/env node
/**
 * `npm start`: the services through Turborepo, as one stack (decision 037), with the QA mail inbox
 * (`packages/mail-inbox`, decision 040), which prints its address when it is up. It makes this run's
 * stack id (`PAYGPA_STACK_ID`, unless one is given) and hands it to every service, which says it on
 * `/health` and `/ready` and refuses to start when an address it was given answers as another stack.
 * `PAYGPA_PORT_BASE` (and every other PAYGPA_* variable) passes through as it is.
 */
import { spawn } from "node:child_process";
// Seven services run for good (portal, BFF, the billing, gateway, SMS and outage-system simulators,
// the mail inbox); turbo needs more slots than persistent tasks, and builds take the rest.
import { randomUUID } from "node:crypto";

const env = { ...process.env, PAYGPA_STACK_ID: process.env.PAYGPA_STACK_ID?.trim() || randomUUID() };
const child = spawn("npx", ["turbo", "run", "start", "--concurrency=10", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
