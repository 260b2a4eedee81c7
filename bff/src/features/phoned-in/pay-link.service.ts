/**
 * Pay by link (beyond the spec: card numbers stay off the phone): instead of reading a card number over the phone, the clerk e-mails
 * the customer a link that opens the gateway's hosted payment page for exactly the accounts and
 * amounts chosen at step 2. The card is then typed by the customer on the gateway's page only (PCI:
 * the clerk never hears it). The link's token is 256 random bits, only its hash is kept, it is valid
 * 24 hours and pays once (`payLinkState`). Its checkouts are the clerk's: mode 'Phoned-In', admin_id.
 */
import { fail } from "../../platform/failures";
import { messages } from "@paygpa/contract";
import {
  phonedInMessages,
  type GetFpHashResponse,
  type PayLinkResponse,
  type PaymentDetailsResponse,
} from "@paygpa/contract";
import { hashToken, newToken } from "../../platform/tokens";
import type { Services } from "../../services";
import { findAdminById } from "../admin-users";
import { checkOrder, formatCents, hostedCheckout, maskWords, type Payer, paymentDetails } from "../payments";
import { payLinkExpiry, payLinkState } from "./phoned-in-rules";
import { claimPayLink, findPayLink, insertPayLink } from "./phoned-in.repository";
import { displayName } from "../accounts";

type PayLinkServices = Pick<Services, "billing" | "clock" | "config" | "db" | "gateway">;

const linkGone = (message: string) => fail.gone("PAY_LINK_GONE", message);

/** POST /api/v1/phoned-in/pay-link: checks the order as a payment would, keeps it, e-mails the link. */
export async function sendPayLink(
  services: PayLinkServices & Pick<Services, "mailer">,
  clerk: Payer & { kind: "admin" },
  request: { accounts: { accountId: string; amount: number }[]; email: string },
): Promise<{ sentTo: string; expiresAt: string }> {
  // The same rules as paying at once: amounts, cash-only refused, one payment page per customer class.
  const order = await checkOrder(services, clerk, request.accounts, phonedInMessages.payLinkAmount);
  const token = newToken();
  const now = services.clock.now();
  const expiresAt = payLinkExpiry(now);
  const link = `${services.config.portalUrl.replace(/\/$/, "")}/pay-link/${token}`;
  const name = order.summaries[0] ? displayName(order.summaries[0].holderName) : "";
  await services.db.transaction().execute(async (trx) => {
    await insertPayLink(trx, {
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      admin_id: clerk.adminId,
      email: request.email,
      lines: JSON.stringify(order.lines),
      total_cents: order.totalCents,
      invoice_num: null,
      opened_at: null,
    });
    await services.mailer.queue(
      {
        kind: "pay-link",
        to: request.email,
        subject: "Your GPA payment link",
        text: [
          `Dear ${name || "customer"},`,
          "",
          "As agreed on the phone, you can pay the following with your card on GPA's secure payment page:",
          ...order.lines.map((line) => `  Account ${line.accountId}: $${formatCents(line.cents)}`),
          `  Total: $${formatCents(order.totalCents)}`,
          "",
          link,
          "",
          "The link can be used for one payment and is valid for 24 hours. GPA will never ask for your card number by e-mail.",
        ].join("\n"),
      },
      trx,
    );
  });
  return { sentTo: request.email, expiresAt };
}

interface LinkLines {
  accountId: string;
  cents: number;
}

/** The link behind a token, refused with one message whether unknown, expired or already paid. */
async function openLink(services: Pick<Services, "clock" | "db">, token: string) {
  const link = await findPayLink(services.db, hashToken(token));
  if (!link) throw linkGone(phonedInMessages.payLinkInvalid);
  const state = payLinkState(link, link.last_status, services.clock.now());
  if (state === "paid" || state === "expired") throw linkGone(phonedInMessages.payLinkInvalid);
  return { link, state, lines: JSON.parse(link.lines) as LinkLines[] };
}

/** POST /api/v1/pay-link: what the link pays, the customer's name masked as quick pay shows it. */
export async function showPayLink(services: PayLinkServices, token: string): Promise<PayLinkResponse> {
  const { link, lines } = await openLink(services, token);
  const first = lines[0] ? await services.billing.financialSummary(lines[0].accountId) : null;
  return {
    customerName: first ? maskWords(displayName(first.holderName)) : "",
    accounts: lines.map((line) => ({ accountId: line.accountId, amount: formatCents(line.cents) })),
    total: formatCents(link.total_cents),
    expiresAt: link.expires_at,
    invoice: link.invoice_num,
  };
}

/** The clerk who sent the link, as the payer of its checkout (still a phoned-in level, read now). */
async function clerkOf(services: Pick<Services, "db">, adminId: number): Promise<Payer> {
  const admin = await findAdminById(services.db, adminId);
  if (!admin) throw linkGone(phonedInMessages.payLinkInvalid);
  return { kind: "admin", tokenHash: "pay-link", adminId: admin.id, level: admin.level };
}

/** POST /api/v1/pay-link/checkout: the hosted page's signed form for exactly the link's order. */
export async function payLinkCheckout(services: PayLinkServices, token: string): Promise<GetFpHashResponse> {
  const { link, state, lines } = await openLink(services, token);
  if (state === "in-progress")
    throw fail.conflict("PAY_LINK_IN_PROGRESS", phonedInMessages.payLinkInProgress);
  const clerk = await clerkOf(services, link.admin_id);
  const accounts = lines.map((line) => ({ accountId: line.accountId, amount: line.cents / 100 }));
  const checkout = await hostedCheckout(services, clerk, { accounts }, { customerBrowser: true });
  const claimed = await claimPayLink(
    services.db,
    link.token_hash,
    link.invoice_num,
    checkout.fp_sequence,
    services.clock.now().toISOString(),
  );
  if (!claimed) throw fail.conflict("PAY_LINK_IN_PROGRESS", phonedInMessages.payLinkInProgress);
  return checkout;
}

/** POST /api/v1/pay-link/payment-details: the result page of the link's own last payment only. */
export async function payLinkPaymentDetails(
  services: Pick<Services, "clock" | "config" | "db" | "gateway">,
  token: string,
  invoice: string,
): Promise<PaymentDetailsResponse> {
  const link = await findPayLink(services.db, hashToken(token));
  if (!link || link.invoice_num !== invoice) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  return paymentDetails(services, await clerkOf(services, link.admin_id), invoice);
}
