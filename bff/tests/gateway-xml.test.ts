/**
 * The GGE4 adapter set to the direct API's XML format (PAYGPA_GATEWAY_API_FORMAT=xml), against the
 * gateway simulator: a purchase and a tagged refund go as `<Transaction>` and are read back from
 * `<TransactionResult>` through the same answer schema as JSON; with the terminal's tokenization
 * on, a $0 verify's TransArmor token comes back and pays a purchase (decision 030).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp as createGateway } from "@paygpa/gateway-simulator";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoDefaults } from "../src/demo";
import { gge4Adapter } from "../src/integrations/gateway";
import { loadPaymentsConfig } from "../src/platform/payments.config";

const clock = manualClock(new Date("2026-11-21T00:00:00Z"));
const server = createServer(createGateway({}, { clock, control: TEST_CONTROL_ACCESS }).callback());
/** A terminal with TransArmor tokenization on (PAYGPA_GATEWAY_TOKENIZATION=on). */
const tokenizing = createServer(
  createGateway({ tokenization: true }, { clock, control: TEST_CONTROL_ACCESS }).callback(),
);
let gateway = "";
let tokenizingGateway = "";
const journal: { type: string | null; body: string }[] = [];

async function listen(at: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve) => at.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(at.address() as AddressInfo).port}`;
}
const close = (at: ReturnType<typeof createServer>) =>
  new Promise<void>((resolve) => at.close(() => resolve()));

beforeAll(async () => {
  gateway = await listen(server);
  tokenizingGateway = await listen(tokenizing);
});
afterAll(async () => {
  await close(server);
  await close(tokenizing);
});

it("purchases and refunds in XML, read through the same answer schema", async () => {
  const payments = loadPaymentsConfig(
    { PAYGPA_GATEWAY_API_FORMAT: "xml" },
    "test",
    gateway,
    demoDefaults.payments,
  );
  expect(payments.gatewayApiFormat).toBe("xml");
  const client = gge4Adapter({
    baseUrl: gateway,
    payments,
    clock,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      journal.push({ type: request.headers.get("content-type"), body: await request.clone().text() });
      return fetch(request);
    },
  });
  const bought = await client.purchase({
    amount: "44.10",
    cardNumber: "4111111111111111",
    expiry: "1230",
    cardholderName: "Maria Cruz",
    cvv: "123",
    zipCode: "96910",
    invoice: "500100",
    channel: "1234567890",
  });
  expect(bought).toMatchObject({ outcome: "approved", approved: true, amount: "44.10", invoice: "500100" });
  const refund = await client.returnFunds({
    kind: "refund",
    transactionTag: bought.tag,
    authorization: bought.authorization,
    amount: "44.10",
    invoice: "500100",
  });
  expect(refund).toMatchObject({ approved: true, kind: "refund", originalTag: bought.tag });
  expect(journal.map((sent) => sent.type)).toEqual(["application/xml", "application/xml"]);
  expect(journal[0]?.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Transaction><ExactID>/);
  expect(journal[0]?.body).toContain("<VerificationStr2>123</VerificationStr2>");
});

it("saves a card's TransArmor token from a $0 verify and pays with it, in XML", async () => {
  const sent: string[] = [];
  const client = gge4Adapter({
    baseUrl: tokenizingGateway,
    payments: loadPaymentsConfig(
      { PAYGPA_GATEWAY_API_FORMAT: "xml" },
      "test",
      tokenizingGateway,
      demoDefaults.payments,
    ),
    clock,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(await request.clone().text());
      return fetch(request);
    },
  });
  const verified = await client.verifyCard({
    cardNumber: "4111111111111111",
    expiry: "1230",
    cardholderName: "Maria Cruz",
    cvv: "123",
    zipCode: "96910",
    reference: "500200",
  });
  expect(verified).toMatchObject({ approved: true, card: { brand: "Visa" } });
  const { token } = verified;
  expect(token).toMatch(/^\d{16}$/);

  const paid = await client.purchaseWithToken({
    amount: "61.75",
    token: token ?? "",
    cardBrand: verified.card.brand,
    cardholderName: "Maria Cruz",
    expiry: "1230",
    invoice: "500201",
    channel: "1234567890",
  });
  expect(paid).toMatchObject({ approved: true, amount: "61.75", invoice: "500201" });
  expect(sent[1]).toContain(`<TransarmorToken>${token}</TransarmorToken>`);
  expect(sent[1]).toContain("<CardType>Visa</CardType>");
  expect(sent[1]).not.toContain("Card_Number");
});

it("refuses a format other than json or xml", () => {
  expect(() =>
    loadPaymentsConfig({ PAYGPA_GATEWAY_API_FORMAT: "soap" }, "test", gateway, demoDefaults.payments),
  ).toThrow("PAYGPA_GATEWAY_API_FORMAT must be json or xml");
});
