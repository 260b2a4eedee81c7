import { afterAll, beforeAll, describe, expect, it } from "vitest";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { billingAddressOf, postalMatches } from "../src/features/account-holder/bill-address";
import { ccbRestAdapter } from "../src/integrations/billing";
import { startStack, type TestStack } from "./harness";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const unregistered = (source: string) => {
  const found = personasFile.unregistered.find((item) => item.billAddressSource === source);
  if (!found) throw new Error(`no unregistered persona for ${source}`);
  return found;
};

describe("billing address by bill address source (against the ccb-simulator)", () => {
  for (const source of ["PER", "PREM", "ACOV"]) {
    it(`finds the ${source} billing address whose zip is the persona's`, async () => {
      const ccb = ccbRestAdapter({ baseUrl: stack.ccb, timeoutMs: 5000 });
      const who = unregistered(source);
      const address = await billingAddressOf(ccb, who.accountId);
      expect(address.source).toBe(source);
      expect(address.hasWebUser).toBe(false);
      expect(postalMatches(address, who.zip)).toBe(true);
      expect(postalMatches(address, "96999")).toBe(false);
    });
  }

  it("answers 'No bill address source found!' for an unknown source", async () => {
    const ccb = ccbRestAdapter({ baseUrl: stack.ccb, timeoutMs: 5000 });
    await expect(billingAddressOf(ccb, unregistered("XXX").accountId)).rejects.toMatchObject({
      kind: "refused",
      message: "No bill address source found!",
    });
  });

  it('answers "Account number doesn\'t exist" for an unknown account', async () => {
    const ccb = ccbRestAdapter({ baseUrl: stack.ccb, timeoutMs: 5000 });
    await expect(billingAddressOf(ccb, "9999999999")).rejects.toMatchObject({
      kind: "not-found",
      message: "Account number doesn't exist",
    });
  });
});
