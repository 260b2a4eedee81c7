/**
 * Saved cards (decision 030) over the real gateway simulator with TransArmor tokenization on: a $0
 * verify saves a token (never the number), the card dialog pays with it, 'Save this card' keeps a
 * paid card, another person's card is refused with 403, and a removed card is gone.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const jose = persona("postpaid-overdue");
const commercial = persona("commercial");
const card = {
  card_type: "Visa",
  card_holder: "MARIA CRUZ",
  card_num: "4111111111111111",
  exp_date: "1230",
  CAVV: "123",
  billingZipCode: "96929",
};

let stack: PaymentStack;

beforeAll(async () => {
  stack = await startPaymentStack();
  const on = await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
  expect(on.status).toBe(200);
});
afterAll(() => stack.close());

async function savedCardRows() {
  return stack.bffApp.services.db.selectFrom("saved_cards").selectAll().execute();
}

describe("the wallet", () => {
  it("saves a card by a $0 verify: the token, brand, last four and expiry, never the number or CVV", async () => {
    const token = await stack.login(maria.username, maria.password);
    const saved = await stack.call("/api/v1/wallet/cards", { token, body: card });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      brand: "Visa",
      lastFour: "1111",
      expiry: "1230",
      expiringSoon: false,
    });
    const rows = await savedCardRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.card_token).toMatch(/^\d{16}$/);
    expect(JSON.stringify(rows)).not.toContain("4111111111111111");
    expect(JSON.stringify(rows)).not.toContain('"123"');
    const listed = await stack.call("/api/v1/wallet/cards", { token });
    expect(listed.body.cards).toHaveLength(1);
    // Saving the same card again keeps one row.
    await stack.call("/api/v1/wallet/cards", { token, body: card });
    expect(await savedCardRows()).toHaveLength(1);
  });

  it("refuses a declined card and says why, saving nothing", async () => {
    const token = await stack.login(maria.username, maria.password);
    const declined = await stack.call("/api/v1/wallet/cards", {
      token,
      body: { ...card, card_num: "4000000000000002" },
    });
    expect(declined.status).toBe(422);
    expect(declined.body.error.code).toBe("CARD_NOT_SAVED");
    expect(await savedCardRows()).toHaveLength(1);
  });

  it("pays from a saved card with its token, and the payment posts to billing", async () => {
    const token = await stack.login(maria.username, maria.password);
    const { body: list } = await stack.call("/api/v1/wallet/cards", { token });
    const accountId = maria.accounts[0]!.accountId;
    const paid = await stack.call("/api/v1/payeezy/saved-card", {
      token,
      body: {
        accounts: [{ accountId, amount: 21.5 }],
        cardId: list.cards[0].cardId,
        confirmationEmail: "maria.receipts@example.org",
        idempotencyKey: randomUUID(),
      },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ approved: true });
    const checkout = await stack.bffApp.services.db
      .selectFrom("checkouts")
      .selectAll()
      .where("invoice_num", "=", paid.body.invoice)
      .executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({ status: "approved", card_number: "############1111" });
    await runPostingOutbox(stack.bffApp.services);
    const lines = await stack.bffApp.services.db
      .selectFrom("checkout_lines")
      .selectAll()
      .where("invoice_num", "=", paid.body.invoice)
      .execute();
    expect(lines.map((line) => line.billing_status)).toEqual(["In CCB"]);
  });

  it("refuses another person's card with 403 before the gateway is asked, and its removal too", async () => {
    const { body: list } = await stack.call("/api/v1/wallet/cards", {
      token: await stack.login(maria.username, maria.password),
    });
    const cardId = list.cards[0].cardId as string;
    const joseToken = await stack.login(jose.username, jose.password);
    const paid = await stack.call("/api/v1/payeezy/saved-card", {
      token: joseToken,
      body: {
        accounts: [{ accountId: jose.accounts[0]!.accountId, amount: 5 }],
        cardId,
        confirmationEmail: "jose@example.org",
        idempotencyKey: randomUUID(),
      },
    });
    expect(paid.status).toBe(403);
    const removed = await stack.call("/api/v1/wallet/cards/remove", { token: joseToken, body: { cardId } });
    expect(removed.status).toBe(403);
    expect(await savedCardRows()).toHaveLength(1);
  });

  it("keeps the spec's brand rule: a commercial account is refused a saved Visa", async () => {
    const token = await stack.login(commercial.username, commercial.password);
    const saved = await stack.call("/api/v1/wallet/cards", {
      token,
      body: { ...card, card_holder: "TOMAS BORJA" },
    });
    const paid = await stack.call("/api/v1/payeezy/saved-card", {
      token,
      body: {
        accounts: [{ accountId: commercial.accounts[0]!.accountId, amount: 5 }],
        cardId: saved.body.cardId,
        confirmationEmail: "tomas@example.org",
        idempotencyKey: randomUUID(),
      },
    });
    expect(paid.status).toBe(422);
    expect(paid.body.error.message).toBe("Please enter a valid Master Card Number!");
  });

  it("'Save this card' keeps an approved card dialog payment's card", async () => {
    const token = await stack.login(jose.username, jose.password);
    const paid = await stack.call("/api/v1/payeezy", {
      token,
      body: {
        accounts: [{ accountId: jose.accounts[0]!.accountId, amount: 10 }],
        ...card,
        card_type: "MasterCard",
        card_num: "5500000000000004",
        card_holder: "JOSE SANTOS",
        confirmationEmail: "jose@example.org",
        idempotencyKey: randomUUID(),
        saveCard: true,
      },
    });
    expect(paid.body).toMatchObject({ approved: true, cardSaved: true });
    const { body } = await stack.call("/api/v1/wallet/cards", { token });
    expect(body.cards).toEqual([expect.objectContaining({ brand: "MasterCard", lastFour: "0004" })]);
  });

  it("removes a card of one's own", async () => {
    const token = await stack.login(maria.username, maria.password);
    const { body: list } = await stack.call("/api/v1/wallet/cards", { token });
    const removed = await stack.call("/api/v1/wallet/cards/remove", {
      token,
      body: { cardId: list.cards[0].cardId },
    });
    expect(removed.status).toBe(204);
    expect((await stack.call("/api/v1/wallet/cards", { token })).body.cards).toEqual([]);
  });
});
