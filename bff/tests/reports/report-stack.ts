/** Shared steps of the report tests: admins by level, payments made through the real simulators, history. */
import { historicalPayments } from "../../src/demo/historical-payments";
import { insertHistoricalPayments } from "../../src/demo/historical-payments.repository";
import type { Json } from "../harness";
import { type PaymentStack, payOnHostedPage } from "../payment-harness";
import { admins, persona } from "../personas";

export const current = persona("postpaid-current");
export const accountId = current.accounts[0]!.accountId;

/** The README's admin of a level (1 super admin, 2 IT, 3 finance, 4 phoned-in). */
export async function adminToken(stack: PaymentStack, level: 1 | 2 | 3 | 4): Promise<string> {
  const admin = admins.find((item) => item.level === level);
  if (!admin) throw new Error(`no fixture admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: admin.username, password: admin.password },
  });
  if (!body.token) throw new Error(`admin login of ${admin.username} failed`);
  return body.token as string;
}

/** A hosted checkout paid on the gateway's page (approved unless a declining card is given). */
export async function paidByHostedPage(stack: PaymentStack, amount: number, card?: string): Promise<string> {
  const token = await stack.login(current.username, current.password);
  const { body: form } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount }] },
  });
  await payOnHostedPage(stack, form.fields, card ? { number: card } : {});
  return form.fp_sequence as string;
}

/** `count` generated payments (history) written straight to the BFF's database. */
export async function withHistory(
  stack: PaymentStack,
  count: number,
  accounts = ["1000000001", "1000000002"],
) {
  const payments = [
    ...historicalPayments({
      count,
      seed: 7,
      now: stack.clock.now(),
      days: 30,
      accounts,
      phonedInAdminId: null,
    }),
  ];
  await insertHistoricalPayments(stack.bffApp.services.db, payments);
  return payments;
}

export async function search(stack: PaymentStack, token: string, body: Record<string, unknown>) {
  return stack.call("/api/v1/search-transaction", { token, body }) as Promise<{ status: number; body: Json }>;
}

/** The export as the browser downloads it: status, headers and the CSV text. */
export async function exportCsv(stack: PaymentStack, token: string, query: Record<string, string>) {
  const response = await fetch(`${stack.bff}/api/v1/transactions/export?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
