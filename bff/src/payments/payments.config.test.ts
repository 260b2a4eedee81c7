import { GATEWAY_PAYMENT_PAGES, GATEWAY_TERMINAL } from "@paygpa/fixtures";
import { describe, expect, it } from "vitest";
import { loadPaymentsConfig } from "./payments.config";

const GATEWAY = "http://gateway.test";

/** Every gateway key production requires, so that only the operations address is in question. */
function productionKeys(): NodeJS.ProcessEnv {
  const res = GATEWAY_PAYMENT_PAGES.find((page) => page.customerClass === "RESID")!;
  const com = GATEWAY_PAYMENT_PAGES.find((page) => page.customerClass === "COMM")!;
  return {
    PAYGPA_GATEWAY_RES_LOGIN: res.login,
    PAYGPA_GATEWAY_RES_TRANSACTION_KEY: res.transactionKey,
    PAYGPA_GATEWAY_RES_RESPONSE_KEY: res.responseKey,
    PAYGPA_GATEWAY_COM_LOGIN: com.login,
    PAYGPA_GATEWAY_COM_TRANSACTION_KEY: com.transactionKey,
    PAYGPA_GATEWAY_COM_RESPONSE_KEY: com.responseKey,
    PAYGPA_GATEWAY_TERMINAL_ID: GATEWAY_TERMINAL.gatewayId,
    PAYGPA_GATEWAY_TERMINAL_PASSWORD: GATEWAY_TERMINAL.password,
    PAYGPA_GATEWAY_HMAC_KEY_ID: GATEWAY_TERMINAL.hmacKeyId,
    PAYGPA_GATEWAY_HMAC_KEY: GATEWAY_TERMINAL.hmacKey,
  };
}

describe("PAYGPA_OPERATIONS_EMAIL: who hears of a payment line that could not be posted", () => {
  it("defaults to operations@paygpa.local outside production", () => {
    expect(loadPaymentsConfig({}, "demo", GATEWAY).operationsEmail).toBe("operations@paygpa.local");
  });

  it("is required in production", () => {
    expect(() => loadPaymentsConfig(productionKeys(), "production", GATEWAY)).toThrow(
      "PAYGPA_OPERATIONS_EMAIL is required in production",
    );
    const env = { ...productionKeys(), PAYGPA_OPERATIONS_EMAIL: "billing-ops@gpagwa.example" };
    expect(loadPaymentsConfig(env, "production", GATEWAY).operationsEmail).toBe("billing-ops@gpagwa.example");
  });

  it("must be an e-mail address", () => {
    expect(() => loadPaymentsConfig({ PAYGPA_OPERATIONS_EMAIL: "operations" }, "demo", GATEWAY)).toThrow(
      "PAYGPA_OPERATIONS_EMAIL must be an e-mail address",
    );
  });
});
