import { describe, expect, it } from "vitest";
import { productionEnv } from "../../tests/production-env";
import { demoDefaults } from "../demo";
import { loadPaymentsConfig } from "./payments.config";

const GATEWAY = "http://gateway.test";

/** Every gateway key production requires, so that only the operations address is in question. */
function productionKeys(): NodeJS.ProcessEnv {
  const { PAYGPA_OPERATIONS_EMAIL: _, ...keys } = productionEnv();
  return keys;
}

describe("PAYGPA_OPERATIONS_EMAIL: who hears of a payment line that could not be posted", () => {
  it("defaults to operations@paygpa.local outside production", () => {
    expect(loadPaymentsConfig({}, "demo", GATEWAY, demoDefaults.payments).operationsEmail).toBe(
      "operations@paygpa.local",
    );
  });

  it("is required in production", () => {
    expect(() => loadPaymentsConfig(productionKeys(), "production", GATEWAY, null)).toThrow(
      "PAYGPA_OPERATIONS_EMAIL is required in production",
    );
    const env = { ...productionKeys(), PAYGPA_OPERATIONS_EMAIL: "billing-ops@gpagwa.example" };
    expect(loadPaymentsConfig(env, "production", GATEWAY, null).operationsEmail).toBe(
      "billing-ops@gpagwa.example",
    );
  });

  it("must be an e-mail address", () => {
    expect(() =>
      loadPaymentsConfig({ PAYGPA_OPERATIONS_EMAIL: "operations" }, "demo", GATEWAY, demoDefaults.payments),
    ).toThrow("PAYGPA_OPERATIONS_EMAIL must be an e-mail address");
  });
});
