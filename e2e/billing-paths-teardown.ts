import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDocumentedBillingCall, isJustifiedCmCall } from "@paygpa/ccb-simulator/contract";

/**
 * After the whole suite: every billing call made during the run is an Oracle-published CCB service or
 * a GPA CM service of docs/ccb-cm-services.openapi.json (decision 027), and every CM call is one the
 * contract justifies as called by the BFF (decision 036). The same allow-lists as
 * bff/tests/billing-paths.test.ts (`isDocumentedBillingCall`, `isJustifiedCmCall`, `@paygpa/ccb-simulator/contract`).
 *
 * The run's record is the billing simulator's request log (`ccb-simulator.log`, one JSON line per
 * request, decision 023), not its journal: every test's reset empties the journal, while the log
 * keeps every request from start to end. A line names the matched route pattern
 * (`/rest/apis/customer/financials/accountData/:accountId/financialHistory`), or the path itself
 * when no route matched, so an undocumented path is caught either way.
 */
export default function checkBillingPathsDocumented(): void {
  const dir = process.env.PAYGPA_E2E_LOG_DIR;
  const log = dir ? join(dir, "ccb-simulator.log") : "";
  if (!log || !existsSync(log)) throw new Error(`No billing simulator log to check (${log || "unset"})`);
  const undocumented = undocumentedBillingCalls(readFileSync(log, "utf8"));
  if (undocumented.checked === 0) {
    throw new Error(`The billing simulator's log (${log}) holds no billing call: nothing was checked`);
  }
  const calls = undocumented.calls.filter((call) => !TEST_LOOKUPS.has(call));
  if (calls.length > 0) {
    throw new Error(
      `Billing calls that are neither Oracle-published nor justified CM services: ${calls.join("; ")}`,
    );
  }
}

/**
 * The simulator's own surfaces that are not billing's API: its control API and probes (QA, the test
 * set-up), and the bill-presentment pages a browser opens (with the favicon it asks for). Every other
 * request, under `/rest/apis` or not, counts as a billing call.
 */
/**
 * Billing's old CM reads the e2e tests themselves still use as QA look-ups (payment-helpers.ts,
 * customer-access.spec.ts, scenario-checks.ts). The BFF no longer calls them: its CM calls are held
 * to the justified list by bff/tests/billing-cm-calls.test.ts.
 */
const TEST_LOOKUPS = new Set([
  "POST /rest/apis/cm/accounts/financialSummary",
  "POST /rest/apis/cm/accounts/serviceAgreements",
  "POST /rest/apis/cm/persons/details",
]);

const NOT_BILLING = /^\/(__control(\/|$)|health$|ready$|bill-presentment(\/|$)|favicon\.ico$)/;

/** The distinct `METHOD route` billing calls of a request log that no documented service answers. */
export function undocumentedBillingCalls(logText: string): { checked: number; calls: string[] } {
  const calls = new Set<string>();
  let checked = 0;
  for (const line of logText.split("\n")) {
    const entry = parsed(line);
    if (entry?.msg !== "request" || typeof entry.route !== "string" || typeof entry.method !== "string")
      continue;
    if (NOT_BILLING.test(entry.route)) continue;
    checked += 1;
    // A route pattern's `:param` stands for one path segment, as `{param}` does in the contract.
    const path = entry.route.replace(/:[A-Za-z]+/g, "x");
    if (!isDocumentedBillingCall(entry.method, path) || !isJustifiedCmCall(entry.method, path)) {
      calls.add(`${entry.method} ${entry.route}`);
    }
  }
  return { checked, calls: [...calls].sort() };
}

function parsed(line: string): Record<string, unknown> | null {
  if (!line.startsWith("{")) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}
