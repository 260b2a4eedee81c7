import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  callTransactionApi,
  control,
  type Gateway,
  openCardForm,
  payOnHostedPage,
  purchase,
  startGateway,
  submitCard,
} from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

const CARDS = ["4111111111111111", "5555555555554444", "6011000000000004", "4000000000000002"];
const CVV = "7391";

describe("card data", () => {
  it("keeps no full card number or CVV in the store, the journal or the outbox", async () => {
    await payOnHostedPage(gateway, { invoice: "1" }, { cardNumber: "4111 1111 1111 1111", cvv: CVV });
    await payOnHostedPage(gateway, { invoice: "2" }, { cardNumber: "6011000000000004", cvv: CVV });
    await payOnHostedPage(gateway, { invoice: "3" }, { cardNumber: "4000000000000002", cvv: CVV });
    const refused = await openCardForm(gateway, { invoice: "4" });
    await submitCard(gateway, refused, { cardNumber: "4111111111111111", cvv: "1" });
    await callTransactionApi(gateway, purchase({ cc_number: "5555555555554444", cvd_code: CVV }));
    await callTransactionApi(
      gateway,
      purchase({ cc_number: "5555-5555-5555-4444", cvd_code: CVV, amount: "x" }),
    );
    await callTransactionApi(gateway, purchase({ cvd_code: CVV }), { hmacKey: "wrong" });
    const nameIsACard = await callTransactionApi(gateway, purchase({ cardholder_name: "4111111111111111" }));
    expect(await nameIsACard.json()).toMatchObject({ transaction_error: 1, exact_resp_code: "27" });
    const nameForm = await openCardForm(gateway, { invoice: "5" });
    const namePage = await submitCard(gateway, nameForm, { cardholderName: "5555 5555 5555 4444" });
    expect(await namePage.text()).toContain("Enter the name on the card, not the card number.");

    const serialized = [
      JSON.stringify({
        transactions: gateway.store.transactions,
        sessions: [...gateway.store.sessions.values()],
        journal: gateway.store.journal,
        outbox: gateway.store.outbox,
      }),
      JSON.stringify((await control(gateway, "GET", "/journal")).body),
      JSON.stringify((await control(gateway, "GET", "/outbox")).body),
      JSON.stringify((await control(gateway, "GET", "/transactions")).body),
    ].join("\n");

    for (const card of CARDS) expect(serialized).not.toContain(card);
    expect(serialized).not.toContain("4111 1111 1111 1111");
    expect(serialized).not.toContain("5555-5555-5555-4444");
    expect(serialized).not.toContain(CVV);
    expect(serialized).toContain("############1111");
    expect(gateway.store.journal.length).toBeGreaterThanOrEqual(10);
  });
});
