/** What the AutoPay tests do as a customer: save a card, read and accept the terms, read the mail. */
import { expect } from "vitest";
import type { PaymentStack } from "./payment-harness";

export const DAY = 86_400_000;

export async function saveCard(stack: PaymentStack, token: string, overrides: Record<string, string> = {}) {
  const { status, body } = await stack.call("/api/v1/wallet/cards", {
    token,
    body: {
      card_type: "Visa",
      card_holder: "CARD HOLDER",
      card_num: "4111111111111111",
      exp_date: "1230",
      CAVV: "123",
      billingZipCode: "96913",
      ...overrides,
    },
  });
  expect(status).toBe(200);
  return body.cardId as string;
}

/** Asks for the terms, then enrols with the version shown and 'I agree' ticked. */
export async function enrol(stack: PaymentStack, token: string, body: Record<string, unknown>) {
  const terms = await stack.call("/api/v1/autopay/terms", { token, body });
  const enrolled = await stack.call("/api/v1/autopay/enrol", {
    token,
    body: {
      ...body,
      consentVersion: terms.body.version,
      consentAccepted: true,
      receiptEmail: "autopay@example.org",
    },
  });
  return { terms, enrolled };
}

export async function mails(stack: PaymentStack, kind: string) {
  const { body } = await stack.call(`/__control/mail?kind=${kind}&to=autopay%40example.org`);
  return body.messages as { subject: string; text: string }[];
}

export async function latestBill(stack: PaymentStack, accountId: string) {
  const bills = await stack.bffApp.services.billing.bills(accountId);
  return [...bills].sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0]!;
}
