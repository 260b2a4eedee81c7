/**
 * AutoPay's enrolment (decisions 031, 032): the consent text of the chosen account, card and plan; the
 * enrolment with that text and its version stored; one-click stop that no later draft passes.
 */
import { randomUUID } from "node:crypto";
import {
  type AutopayEnrolment,
  type AutopayEnrolRequest,
  type AutopayPlan,
  type AutopayTermsRequest,
  autopayMessages,
  messages,
  timelineMessages,
} from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { checkPaymentAmount, formatCents } from "../payments";
import { expiryStatus, ownedCard } from "../wallet";
import { consentProblem, consentText } from "./autopay-rules";
import { enrolledMail, stoppedMail } from "./autopay-mail";
import {
  activeEnrolmentOfAccount,
  draftsOfEnrolments,
  findEnrolment,
  insertEnrolment,
  listEnrolmentsOfPerson,
  postedInvoices,
  stopEnrolment,
} from "./autopay.repository";
import type { AutopayDraftsTable, AutopayEnrolmentsTable } from "./autopay.table";

type AutopayServices = Pick<Services, "billing" | "clock" | "db" | "mailer">;

const cents = (amount: number) => {
  const checked = checkPaymentAmount(amount);
  if (!checked.ok) throw fail.refused("INVALID_AMOUNT", checked.message);
  return checked.cents;
};

export function planOf(
  row: Pick<AutopayEnrolmentsTable, "plan_kind" | "amount_cents" | "threshold_cents">,
): AutopayPlan {
  if (row.plan_kind === "fixed") return { kind: "fixed", amount: (row.amount_cents ?? 0) / 100 };
  if (row.plan_kind === "reload") {
    return {
      kind: "reload",
      amount: (row.amount_cents ?? 0) / 100,
      threshold: (row.threshold_cents ?? 0) / 100,
    };
  }
  return { kind: "amount-due" };
}

/**
 * A draft as the AutoPay page shows it: 'paid' only when approved AND billing has it; approved and not
 * yet posted says so in the payment timeline's words (decision 031).
 */
function draftView(row: AutopayDraftsTable, posted: ReadonlySet<string>) {
  const paid = row.status === "approved" && row.invoice_num !== null && posted.has(row.invoice_num);
  const waitingToPost = row.status === "approved" && !paid;
  return {
    draftKey: row.draft_key,
    accountId: row.account_id,
    billId: row.bill_id,
    draftOn: row.draft_on,
    remindOn: row.remind_on,
    amount: row.amount_cents === null ? null : formatCents(row.amount_cents),
    status: paid ? "paid" : row.status,
    attempts: row.attempts,
    nextAttemptOn: ["scheduled", "reminded", "retry"].includes(row.status) ? row.next_attempt_on : null,
    invoice: row.invoice_num,
    message: waitingToPost ? timelineMessages.postedQueued : row.message,
  };
}

function enrolmentView(
  row: AutopayEnrolmentsTable,
  drafts: readonly AutopayDraftsTable[],
  cardLastFour: string | null,
  posted: ReadonlySet<string> = new Set(),
): AutopayEnrolment {
  return {
    enrolmentId: row.enrolment_id,
    accountId: row.account_id,
    cardId: row.card_id,
    cardLastFour,
    plan: planOf(row),
    status: row.status,
    consentVersion: row.consent_version,
    consentText: row.consent_text,
    consentedAt: row.consented_at,
    receiptEmail: row.receipt_email,
    stoppedAt: row.stopped_at,
    drafts: drafts
      .filter((draft) => draft.enrolment_id === row.enrolment_id)
      .map((draft) => draftView(draft, posted)),
  };
}

const invoicesOf = (drafts: readonly AutopayDraftsTable[]) =>
  drafts.filter((draft) => draft.status === "approved").flatMap((draft) => draft.invoice_num ?? []);

async function lastFourOf(services: Pick<Services, "db">, personId: string, cardId: string) {
  return ownedCard(services, personId, cardId)
    .then((card) => card.last_four)
    .catch(() => null);
}

/** GET /api/v1/autopay: the person's enrolments, newest first, with their drafts. */
export async function autopayOf(services: Pick<Services, "db">, caller: CustomerSession) {
  const rows = await listEnrolmentsOfPerson(services.db, caller.personId);
  const drafts = await draftsOfEnrolments(
    services.db,
    rows.map((row) => row.enrolment_id),
  );
  const posted = await postedInvoices(services.db, invoicesOf(drafts));
  const enrolments = await Promise.all(
    rows.map(async (row) =>
      enrolmentView(row, drafts, await lastFourOf(services, caller.personId, row.card_id), posted),
    ),
  );
  return { enrolments };
}

/** The checks before terms are shown or an enrolment is made: the account, the card, the account's kind. */
async function checkedTerms(
  services: AutopayServices,
  caller: CustomerSession,
  request: AutopayTermsRequest,
) {
  assertOwnsAccount(caller, request.accountId);
  const card = await ownedCard(services, caller.personId, request.cardId);
  if (expiryStatus(card.expiry, services.clock.today()).expired) {
    throw fail.refused("INVALID_EXPIRY", autopayMessages.cardExpired);
  }
  const plan = request.plan;
  if (plan.kind !== "amount-due") cents(plan.amount);
  if (plan.kind === "reload") cents(plan.threshold);
  const summary = await services.billing.financialSummary(request.accountId);
  const terms = consentText({
    accountId: request.accountId,
    cardLabel: `${card.brand} card ending ${card.last_four}`,
    plan,
  });
  return { card, summary, terms };
}

/** POST /api/v1/autopay/terms: the text the consent screen shows, and its version. */
export async function autopayTerms(
  services: AutopayServices,
  caller: CustomerSession,
  request: AutopayTermsRequest,
) {
  const { summary, terms } = await checkedTerms(services, caller, request);
  if (summary.cashOnly) throw fail.notAllowed("CASH_ONLY", messages.cashOnlyNotice);
  return terms;
}

/** POST /api/v1/autopay/enrol: an account's earlier enrolment is stopped by the new one. */
export async function enrolAutopay(
  services: AutopayServices,
  caller: CustomerSession,
  request: AutopayEnrolRequest,
) {
  const { card, summary, terms } = await checkedTerms(services, caller, request);
  const problem = consentProblem({
    consentVersion: request.consentVersion,
    accountType: summary.kind,
    cashOnly: summary.cashOnly,
    plan: request.plan,
  });
  if (problem === "cash-only") throw fail.notAllowed("CASH_ONLY", messages.cashOnlyNotice);
  if (problem === "consent-outdated") {
    throw fail.conflict("AUTOPAY_CONSENT_OUTDATED", autopayMessages.consentOutdated);
  }
  if (problem === "wrong-plan") throw fail.refused("AUTOPAY_NOT_ALLOWED", autopayMessages.wrongPlan);
  const at = services.clock.now().toISOString();
  const plan = request.plan;
  const row: AutopayEnrolmentsTable = {
    enrolment_id: randomUUID(),
    person_id: caller.personId,
    account_id: request.accountId,
    card_id: card.card_id,
    plan_kind: plan.kind,
    amount_cents: plan.kind === "amount-due" ? null : cents(plan.amount),
    threshold_cents: plan.kind === "reload" ? cents(plan.threshold) : null,
    consent_version: terms.version,
    consent_text: terms.text,
    consented_at: at,
    consented_on: services.clock.today(),
    receipt_email: request.receiptEmail,
    status: "active",
    stopped_at: null,
  };
  const earlier = await activeEnrolmentOfAccount(services.db, request.accountId);
  if (earlier) await stopEnrolment(services.db, earlier.enrolment_id, at);
  await services.db.transaction().execute(async (trx) => {
    await insertEnrolment(trx, row);
    await services.mailer.queue(enrolledMail(row.receipt_email, row.account_id, row.consent_text), trx);
  });
  return enrolmentView(row, [], card.last_four);
}

/** POST /api/v1/autopay/stop: one click; drafts not yet at the gateway are stopped with it. */
export async function stopAutopay(
  services: Pick<Services, "clock" | "db" | "mailer">,
  caller: CustomerSession,
  enrolmentId: string,
) {
  const row = await findEnrolment(services.db, enrolmentId);
  if (!row || row.person_id !== caller.personId) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  if (row.status === "active") {
    await stopEnrolment(services.db, enrolmentId, services.clock.now().toISOString());
    await services.mailer.queue(stoppedMail(row.receipt_email, row.account_id));
  }
  const stopped = (await findEnrolment(services.db, enrolmentId)) ?? row;
  const drafts = await draftsOfEnrolments(services.db, [enrolmentId]);
  const posted = await postedInvoices(services.db, invoicesOf(drafts));
  return enrolmentView(stopped, drafts, await lastFourOf(services, caller.personId, row.card_id), posted);
}
