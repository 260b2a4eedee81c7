/**
 * `npm run demo:reset`: the whole running system (billing, gateway, BFF) back to the fixtures, in
 * one call to the BFF's `POST /__control/system/reset` (issue 14 §1). PAYGPA_BFF_URL says where the
 * BFF is (http://localhost:3001 by default); the control token is the system's one.
 */
import { controlAccessFromEnv, controlTokenHeaders } from "@paygpa/fixtures/control-access";

const bff = (process.env.PAYGPA_BFF_URL || "http://localhost:3001").replace(/\/$/, "");
const { token } = controlAccessFromEnv(process.env);
const response = await fetch(`${bff}/__control/system/reset`, {
  method: "POST",
  headers: { ...controlTokenHeaders(token), accept: "application/json" },
});
const answer = await response.text();
console.log(answer);
if (!response.ok) process.exitCode = 1;
