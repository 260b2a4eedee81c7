/**
 * `npm run demo:reset`: the whole running system (billing, gateway, BFF) back to the fixtures, in
 * one call to the BFF's `POST /__control/system/reset` (docs/qa-guide.md). PAYGPA_BFF_URL says where the
 * BFF is (http://localhost:3001 by default); the control token is the system's one.
 */
import { controlAccessFromEnv, controlTokenHeaders } from "@paygpa/runtime/control-access";

const bff = (process.env.PAYGPA_BFF_URL || "http://localhost:3001").replace(/\/$/, "");
const { token } = controlAccessFromEnv(process.env);
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
