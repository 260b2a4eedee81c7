/**
 * The numbers the gateway mints drawn from PAYGPA_SEED (docs/qa-guide.md, "Repeatable runs"): the
 * same seed gives the same transaction tags, authorization, retrieval numbers and TransArmor tokens,
 * and a reset starts them again, so two runs of one script after a reset give the same receipts.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock, runIds } from "@paygpa/simulator-kit";
import { afterEach, describe, expect, it } from "vitest";
import { createApp, type E4TransactionResponse, GatewayStore } from "../src/index";
import { callTransactionApi, type Gateway, jsonOf, purchase, START, startRelayReceiver } from "./helpers";

const open: Gateway[] = [];
afterEach(async () => {
  for (const gateway of open.splice(0)) await gateway.close();
});

async function seededGateway(seed: number | null): Promise<Gateway> {
  const relay = await startRelayReceiver();
  const clock = manualClock(START);
  const store = new GatewayStore();
  const app = createApp(
    { relayUrl: relay.url },
    { clock, store, ids: runIds(seed), control: TEST_CONTROL_ACCESS },
  );
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const gateway: Gateway = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    clock,
    relay,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await relay.close();
    },
  };
  open.push(gateway);
  return gateway;
}

/** Two purchases with TransArmor tokens on: the numbers the gateway minted for them. */
async function run(gateway: Gateway) {
  gateway.store.transarmor.enabled = true;
  const minted = [];
  for (const [amount, card] of [
    ["12.34", "4111111111111111"],
    ["56.78", "5500000000000004"],
  ] as const) {
    const response = await callTransactionApi(gateway, purchase({ amount, cc_number: card }));
    const body = await jsonOf<E4TransactionResponse & { transarmor_token?: string }>(response);
    minted.push([body.transaction_tag, body.authorization_num, body.retrieval_ref_no, body.transarmor_token]);
  }
  return minted;
}

const reset = (gateway: Gateway) =>
  fetch(`${gateway.url}/__control/reset`, { method: "POST", headers: controlTokenHeaders() });

describe("the gateway's numbers from PAYGPA_SEED", () => {
  it("are the same after a reset, and on another gateway with the same seed", async () => {
    const gateway = await seededGateway(2026);
    const first = await run(gateway);
    expect(first[0]?.[1]).toMatch(/^ET\d{6}$/);
    expect(first[0]?.[3]).toMatch(/^9\d{11}1111$/);
    expect((await reset(gateway)).status).toBe(200);
    expect(await run(gateway)).toEqual(first);
    expect(await run(await seededGateway(2026))).toEqual(first);
  });

  it("differ with another seed, and from run to run without one", async () => {
    const first = await run(await seededGateway(2026));
    expect(await run(await seededGateway(2027))).not.toEqual(first);
    const unseeded = await seededGateway(null);
    const before = await run(unseeded);
    await reset(unseeded);
    expect(await run(unseeded)).not.toEqual(before);
  });
});
