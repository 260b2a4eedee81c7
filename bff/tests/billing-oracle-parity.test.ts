/**
 * The billing adapter's reads through Oracle's base services answer what its CM reads answered
 * (decision 036): for every persona of fixtures/personas.json, the port's financial summary of each
 * account, the person's details and characteristics, the web user look-ups and an account's web
 * users are equal through both (the CM look-ups kept in the simulator for QA, tests/billing-cm-reads.ts).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingPort } from "../src/integrations/billing/billing-port";
import { ccbRestAdapter } from "../src/integrations/billing/ccb-rest-adapter";
import { cmReads } from "./billing-cm-reads";
import { TODAY } from "./harness";

const DIVISION = "GPA";
let server: Server;
let oracle: BillingPort;
let cm: ReturnType<typeof cmReads>;

beforeAll(async () => {
  const app = createCcbSimulator({}, { clock: manualClock(TODAY), control: TEST_CONTROL_ACCESS });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  oracle = ccbRestAdapter({ baseUrl: url, timeoutMs: 5000 });
  cm = cmReads(url);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The same call through both; a refusal compares by its reason. */
async function both<T>(read: (port: Pick<BillingPort, keyof ReturnType<typeof cmReads>>) => Promise<T>) {
  const settle = (promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: { reason?: string }) => ({ refused: error.reason ?? String(error) }),
    );
  return { oracle: await settle(read(oracle)), cm: await settle(read(cm)) };
}

describe.each(personasFile.customers.map((persona) => [persona.key, persona] as const))(
  "persona %s",
  (_key, persona) => {
    it("has the same financial summary of every account", async () => {
      for (const { accountId } of persona.accounts) {
        const { oracle: fromOracle, cm: fromCm } = await both((port) => port.financialSummary(accountId));
        expect(fromOracle).toEqual(fromCm);
        expect(fromOracle).toHaveProperty("value");
      }
    });

    it("has the same person details and characteristics", async () => {
      const details = await both((port) => port.personDetails(persona.personId));
      expect(details.oracle).toEqual(details.cm);
      expect(details.oracle).toHaveProperty("value");
      const characteristics = await both((port) => port.characteristics(persona.personId));
      expect(characteristics.oracle).toEqual(characteristics.cm);
    });

    it("has the same web user look-ups and the same web users of each account", async () => {
      expect(await both((port) => port.checkUsername(persona.username))).toMatchObject({
        oracle: { value: { taken: true } },
        cm: { value: { taken: true } },
      });
      const person = await both((port) => port.webUserPerson(persona.username));
      expect(person.oracle).toEqual(person.cm);
      for (const { accountId } of persona.accounts) {
        const users = await both((port) => port.searchWebUsers(accountId, DIVISION));
        expect(users.oracle).toEqual(users.cm);
      }
    });
  },
);

describe("names and accounts billing does not know", () => {
  it("answers a free login name, an unknown web user and an unknown account the same way", async () => {
    const free = await both((port) => port.checkUsername("nobody.here"));
    expect(free.oracle).toEqual(free.cm);
    const unknown = await both((port) => port.webUserPerson("nobody.here"));
    expect(unknown.oracle).toEqual({ refused: "unknown-user" });
    expect(unknown.cm).toEqual(unknown.oracle);
    const account = await both((port) => port.financialSummary("9999999999"));
    expect(account.oracle).toEqual({ refused: "unknown-account" });
    const users = await both((port) => port.searchWebUsers("9999999999", DIVISION));
    expect(users.oracle).toEqual(users.cm);
  });
});
