import { describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { demoDefaults } from "../../demo";
import { systemClock } from "../../platform/clock";
import { loadPaymentsConfig } from "../../platform/payments.config";
import type { Logger } from "../../platform/http/logger";
import { gatewaySimulatorAdapter } from "./gateway-simulator-adapter";

function clientAnswering(body: unknown, status = 201) {
  const errors: string[] = [];
  const logger: Logger = { info() {}, error: (message) => errors.push(message) };
  const client = gatewaySimulatorAdapter({
    baseUrl: "http://gateway.test",
    payments: loadPaymentsConfig({}, "test", "http://gateway.test", demoDefaults.payments),
    clock: systemClock(),
    fetch: async () => Response.json(body, { status }),
    logger,
  });
  return { client, errors };
}

const purchase = {
  amount: "10.00",
  cardNumber: "4111111111111111",
  expiry: "1230",
  cardholderName: "Maria Cruz",
  cvv: "123",
  zipCode: "96910",
  referenceNo: "100001",
  customerRef: "1234567890",
};

describe("the gateway's answers are checked, not trusted", () => {
  it("a purchase answered with {} is a lost answer: 502 'Server Error. Try again later!' and a logged error", async () => {
    const { client, errors } = clientAnswering({});
    await expect(client.purchase(purchase)).rejects.toMatchObject({
      status: 502,
      code: "GATEWAY_UNAVAILABLE",
      message: messages.serverErrorTryAgain,
    });
    expect(errors).toEqual(["gateway answered malformed"]);
  });

  it("a lookup whose record holds something other than text is refused the same way", async () => {
    const { client, errors } = clientAnswering({ x_amount: 10 }, 200);
    await expect(client.transactionByTag("123")).rejects.toMatchObject({ status: 502 });
    expect(errors).toEqual(["gateway answered malformed"]);
  });
});
