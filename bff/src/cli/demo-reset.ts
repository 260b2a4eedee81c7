/**
 * `npm run demo:reset`: the whole running system (billing, gateway, BFF) back to the fixtures, in
 * one call to the BFF's `POST /__control/system/reset` (docs/qa-guide.md). The BFF is the one the
 * environment names, as the stack read it (PAYGPA_BFF_URL, else PAYGPA_BFF_PORT, else port 3001);
 * the token is PAYGPA_CONTROL_TOKEN, else the clone's token file. It never makes a token file: with
 * neither, no stack was started from here with this environment, and it says so.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  CONTROL_TOKEN_FILE_NAME,
  controlAccessFromEnv,
  controlTokenHeaders,
  repositoryRoot,
} from "@paygpa/runtime/control-access";
import { serviceAddress } from "@paygpa/runtime/stack-addresses";

const bff = serviceAddress(process.env, "bff");
const tokenFile = process.env.PAYGPA_CONTROL_TOKEN_FILE || join(repositoryRoot(), CONTROL_TOKEN_FILE_NAME);
if (!process.env.PAYGPA_CONTROL_TOKEN?.trim() && !existsSync(tokenFile)) {
  console.error(
    `No control token: set PAYGPA_CONTROL_TOKEN (and PAYGPA_BFF_PORT or PAYGPA_BFF_URL) as the stack you mean to reset has them; ${tokenFile} does not exist.`,
  );
  process.exit(1);
}
const { token, where } = controlAccessFromEnv(process.env);
console.log(`Resetting the stack whose BFF is ${bff} (token from ${where}).`);
try {
  const response = await fetch(`${bff}/__control/system/reset`, {
    method: "POST",
    headers: { ...controlTokenHeaders(token), accept: "application/json" },
  });
  console.log(await response.text());
  if (!response.ok) process.exitCode = 1;
} catch (error) {
  console.error(`The BFF did not answer at ${bff} (is the system started? npm start): ${String(error)}`);
  process.exitCode = 1;
}
