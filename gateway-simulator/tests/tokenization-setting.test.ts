/**
 * The terminal's TransArmor setting from configuration (PAYGPA_GATEWAY_TOKENIZATION, TransArmor
 * Tokenization): off unless said, on from the start when configured, and a reset returns to it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { configFromEnv } from "../src/config";
import type { E4TransactionResponse } from "../src/index";
import { callTransactionApi, control, type Gateway, jsonOf, purchase, startGateway } from "./helpers";

const open: Gateway[] = [];
afterEach(async () => {
  for (const gateway of open.splice(0)) await gateway.close();
});

async function tokenOfAPurchase(gateway: Gateway): Promise<string | undefined> {
  const response = await callTransactionApi(gateway, purchase());
  return (await jsonOf<E4TransactionResponse & { transarmor_token?: string }>(response)).transarmor_token;
}

describe("the terminal's TransArmor setting from configuration", () => {
  it("reads PAYGPA_GATEWAY_TOKENIZATION: on, else off", () => {
    expect(configFromEnv({ PAYGPA_GATEWAY_TOKENIZATION: "on" }).tokenization).toBe(true);
    expect(configFromEnv({ PAYGPA_GATEWAY_TOKENIZATION: "off" }).tokenization).toBe(false);
    expect(configFromEnv({}).tokenization).toBe(false);
  });

  it("issues no token unless configured or switched on", async () => {
    const gateway = await startGateway();
    open.push(gateway);
    expect(await tokenOfAPurchase(gateway)).toBeUndefined();
  });

  it("issues tokens from the start when configured, and again after a reset", async () => {
    const gateway = await startGateway({ tokenization: true });
    open.push(gateway);
    expect(await tokenOfAPurchase(gateway)).toMatch(/^\d{16}$/);
    expect((await control(gateway, "POST", "/reset")).status).toBe(200);
    expect(await tokenOfAPurchase(gateway)).toMatch(/^\d{16}$/);
  });
});
