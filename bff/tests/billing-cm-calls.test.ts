/**
 * The CM services the BFF calls are exactly the justified list of the CM contract (decision 036):
 * every `/cm/…` path of the adapter's table is a CM service the contract marks as called by the BFF,
 * with its "no base service because …" or "candidate" reason, and the list names no service the
 * adapter has stopped calling. The journal side of the same check is in tests/billing-paths.test.ts
 * (a run through the customer's day) and e2e/billing-paths-teardown.ts (a whole e2e run).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  BFF_CM_INBOUND_WEB_SERVICES,
  BFF_CM_SERVICES,
  CM_INBOUND_WEB_SERVICES,
  isJustifiedCmCall,
} from "@paygpa/ccb-simulator/contract";
import { describe, expect, it } from "vitest";
import { CCB_PATHS } from "../src/integrations/billing/ccb-paths";

const CONTRACT = join(import.meta.dirname, "..", "..", "docs", "ccb-cm-services.openapi.json");
/** The CM operations the BFF calls (this step's count) and the CM inbound web services they make up. */
// 18 from decision 047: the preferred due date's preview (CM-BillCycleChangeDates, justified in the contract).
const MOST_CM_OPERATIONS = 18;
const MOST_CM_INBOUND_WEB_SERVICES = 8;

interface Operation {
  operationId: string;
  "x-cm-iws": string;
  "x-no-base-service": string;
  "x-called-by-bff": boolean;
}

const operations = (): [string, string, Operation][] =>
  Object.entries(
    JSON.parse(readFileSync(CONTRACT, "utf8")).paths as Record<string, Record<string, Operation>>,
  ).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(
      ([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation],
    ),
  );

const adapterCmPaths = Object.values(CCB_PATHS)
  .filter((path): path is Extract<typeof path, string> => typeof path === "string" && path.startsWith("/cm/"))
  .map((path) => `/rest/apis${path}`)
  .sort();

describe("the CM services the BFF calls", () => {
  it("are the contract's justified list, each with its reason, and no other", () => {
    const called = operations().filter(([, , op]) => op["x-called-by-bff"]);
    expect(called.map(([, path]) => path).sort()).toEqual(adapterCmPaths);
    for (const [method, path, op] of called) {
      expect(isJustifiedCmCall(method, path), path).toBe(true);
      expect(op["x-no-base-service"], op.operationId).toMatch(/^(no base service because|candidate:) /);
    }
    expect([...BFF_CM_SERVICES].sort()).toEqual(called.map(([, , op]) => op.operationId).sort());
  });

  it("number no more than the step's count of operations", () => {
    expect(adapterCmPaths.length).toBeLessThanOrEqual(MOST_CM_OPERATIONS);
  });

  it("make up at most 8 CM inbound web services, each with its 'no base service because …'", () => {
    const called = operations().filter(([, , op]) => op["x-called-by-bff"]);
    const services = [...new Set(called.map(([, , op]) => op["x-cm-iws"]))].sort();
    expect(services.length).toBeLessThanOrEqual(MOST_CM_INBOUND_WEB_SERVICES);
    expect([...BFF_CM_INBOUND_WEB_SERVICES].sort()).toEqual(services);
    for (const name of services) {
      const iws = CM_INBOUND_WEB_SERVICES.find((candidate) => candidate.name === name);
      expect(iws?.noBaseService, name).toMatch(/^no base service because /);
    }
  });

  it("refuse a CM service the BFF no longer calls, and let every Oracle service through", () => {
    expect(isJustifiedCmCall("POST", "/rest/apis/cm/accounts/financialSummary")).toBe(false);
    expect(isJustifiedCmCall("POST", "/rest/apis/cm/persons/details")).toBe(false);
    expect(isJustifiedCmCall("POST", "/rest/apis/cm/webUsers/checkUsername")).toBe(false);
    expect(isJustifiedCmCall("POST", "/rest/apis/cm/webUsers/login")).toBe(true);
    expect(isJustifiedCmCall("GET", "/rest/apis/customer/v-model/persons/1100000001")).toBe(true);
  });
});
