import { paymentMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { cardFieldErrors, parseCardForm } from "./card-form";

function cardForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all: Record<string, string> = {
    "accounts[0].accountId": "1000000001",
    "accounts[0].amount": "25.5",
    card_type: "Visa",
    card_holder: "MARIA CRUZ",
    card_num: "4111 1111-1111 1111",
    exp_date: "12/30",
    CAVV: "123",
    billingZipCode: "96913",
    confirmationEmail: "maria.cruz@example.com",
    idempotencyKey: "0f6c1c1e-3b7a-4a51-9d43-3f0e2f1c9a11",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

describe("the card dialog's form (spec 000 §2 'Card checkout modals')", () => {
  it("sends the card number and expiry as digits and the amounts as numbers", () => {
    const submission = parseCardForm(cardForm({}));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      accounts: [{ accountId: "1000000001", amount: 25.5 }],
      card_num: "4111111111111111",
      exp_date: "1230",
    });
  });

  it("accepts Discover as a card type (spec 002 §1, §9: residential accounts take it)", () => {
    expect(parseCardForm(cardForm({ card_type: "Discover" })).status).toBe("success");
  });

  it("gives an emptied Billing Zip Code and Confirmation Email the spec's messages, under their fields", () => {
    const submission = parseCardForm(cardForm({ billingZipCode: "", confirmationEmail: "" }));
    if (submission.status !== "error") throw new Error("an emptied field must be refused");
    expect(cardFieldErrors(submission.error ?? undefined)).toEqual({
      billingZipCode: [paymentMessages.enterBillingZip],
      confirmationEmail: [paymentMessages.enterConfirmationEmail],
    });
  });

  it("keeps only the dialog's own fields' messages", () => {
    expect(cardFieldErrors({ accounts: ["bad"], "": ["form"] })).toBeNull();
    expect(cardFieldErrors({ CAVV: [paymentMessages.cvvFormat], accounts: ["bad"] })).toEqual({
      CAVV: [paymentMessages.cvvFormat],
    });
  });
});

describe("the card dialog with a saved card (decision 030)", () => {
  it("sends only the accounts, the saved card, the e-mail and the key: no card data", async () => {
    const { parseCardOrSavedCardForm } = await import("./saved-card-form.server");
    const submission = parseCardOrSavedCardForm(cardForm({ cardId: "0b1c2d3e-saved" }));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      accounts: [{ accountId: "1000000001", amount: 25.5 }],
      cardId: "0b1c2d3e-saved",
      confirmationEmail: "maria.cruz@example.com",
      idempotencyKey: "0f6c1c1e-3b7a-4a51-9d43-3f0e2f1c9a11",
    });
  });

  it("reads 'Save this card' as a yes", async () => {
    const submission = parseCardForm(cardForm({ saveCard: "on" }));
    expect(submission.status === "success" && submission.value.saveCard).toBe(true);
  });
});
