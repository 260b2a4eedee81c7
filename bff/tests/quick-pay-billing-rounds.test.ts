/**
 * Quick pay step 1 → step 2 (spec 002 §4 'Quick Pay', decision 021): the account's summary is asked
 * of billing together with the account's check, not once the zip matched, so the customer waits for
 * two billing rounds instead of three. Billing's own answer order is recorded by a fetch in between.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock } from "@paygpa/simulator-kit";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { paymentMessages } from "@paygpa/contract";
import { testConfig } from "./support/test-config";
import { ccbRestAdapter } from "../src/integrations/billing";
import { silentLogger } from "../src/platform/http/logger";
import { type Json, TODAY } from "./harness";
import { persona } from "./personas";

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
/** The summary's first read (Oracle's Get Account, decision 036) and the person's (Get Person). */
const SUMMARY = `/customer/v-model/accounts/${accountId}`;
const PERSON = `/customer/v-model/persons/${current.personId}`;

/** What billing was asked, in order: `start /path` when a call leaves, `end /path` when its answer is back. */
const events: string[] = [];
let summaryAsked: () => void = () => undefined;

/** Holds the account check's answer until the summary was asked (or 2 s passed): no race in the test. */
async function recordingFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = String(input).replace(/^.*\/rest\/apis/, "");
  events.push(`start ${path}`);
  if (path === SUMMARY) summaryAsked();
  const summaryStarted =
    path === "/cm/accounts/validate" && !events.includes(`start ${SUMMARY}`)
      ? new Promise<void>((resolve) => {
          summaryAsked = resolve;
          setTimeout(resolve, 2000);
        })
      : Promise.resolve();
  const answer = await fetch(input, init);
  await summaryStarted;
  events.push(`end ${path}`);
  return answer;
}

let ccbServer: Server;
let bffServer: Server;
let bffUrl: string;
let closeBff: () => Promise<void>;

beforeAll(async () => {
  const clock = manualClock(TODAY);
  ccbServer = createCcbSimulator({ bulkCustomers: 5 }, { clock, control: TEST_CONTROL_ACCESS }).listen(0);
  await new Promise((resolve) => ccbServer.once("listening", resolve));
  const ccbUrl = `http://127.0.0.1:${(ccbServer.address() as AddressInfo).port}`;
  const ccb = ccbRestAdapter({
    baseUrl: ccbUrl,
    timeoutMs: 5000,
    fetch: recordingFetch as typeof fetch,
  });
  const bff = await createApp(testConfig({ ccbUrl }), { clock, logger: silentLogger, billing: ccb });
  closeBff = () => bff.close();
  bffServer = bff.app.listen(0);
  await new Promise((resolve) => bffServer.once("listening", resolve));
  bffUrl = `http://127.0.0.1:${(bffServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => bffServer.close(resolve));
  await new Promise((resolve) => ccbServer.close(resolve));
  await closeBff();
});

async function validateAccount(postal: string) {
  events.length = 0;
  const response = await fetch(`${bffUrl}/api/v1/validate-account`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId, division: "GPA", postal }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe("quick pay step 1 → step 2 in two billing rounds", () => {
  it("asks billing for the amount due while it checks the account, then for the person", async () => {
    const { status, body } = await validateAccount(current.zip);
    expect(status).toBe(200);
    expect(body.status).toBe("Success");
    expect(body.details.AccountID).toBe(accountId);
    expect(body.details.amountDue).toBeGreaterThan(0);
    // Round one: the check and the summary leave together; round two: the person (and premise).
    expect(events.indexOf(`start ${SUMMARY}`)).toBeLessThan(events.indexOf("end /cm/accounts/validate"));
    expect(events.indexOf(`start ${PERSON}`)).toBeGreaterThan(events.indexOf("end /cm/accounts/validate"));
    // The check, the summary's four reads asked at once (Get Account, Financial Details, Search
    // Service Agreement, Person Search), then the person.
    expect(events.filter((event) => event.startsWith("start"))).toHaveLength(6);
  });

  it("still refuses a wrong zip with its message when the summary was asked early", async () => {
    const { status, body } = await validateAccount("96999");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "Failed", details: paymentMessages.zipDoesNotMatch });
  });
});
