/**
 * Who may request an arrangement, and for which accounts (spec 002 §4, §5, §7 payment-arr-list;
 * spec 000 §4). Billing is asked for every account of the session: its class and amount
 * (financial summary), its service agreements, its cases.
 */
import type { ArrangementDetailsResponse, ArrangementDraftResponse } from "@paygpa/contract";
import type { FinancialSummary, ArrangementCase } from "../../integrations/billing";
import type { Services } from "../../services";
import { displayName } from "../accounts";
import type { CustomerSession } from "../auth";
import {
  arrangementAvailability,
  balancesFromServiceAgreements,
  holdsCommercialAccount,
  isDraftResumable,
  isListedForArrangement,
  isSentToEligibilityList,
  toCents,
} from "./arrangement-rules";
import { draftRowsOf, resumeDraft, startDraft } from "./arrangement.repository";
import { draftOf } from "./draft.service";

export type ArrangementServices = Pick<Services, "db" | "clock" | "billing">;

type Customer = Pick<CustomerSession, "personId" | "accountIds">;

/** A case still in force (awaiting its form, or running): the account gets no second one. */
const inForce = (entry: ArrangementCase) => entry.customerContactStatus !== "30";

async function summariesOf(services: ArrangementServices, customer: Customer) {
  return Promise.all(customer.accountIds.map((accountId) => services.billing.financialSummary(accountId)));
}

/**
 * Billing's answers the eligibility needs, asked in one round: the summaries, the cases and the
 * service agreements of every account at once (the Overview waits for the slowest, not for two in
 * a row; measured with billing at 400 ms: 865 ms before, one round after). A caller that already
 * asks for the summaries (the Account Overview's one call) passes them in: billing is asked once.
 */
export async function billingFacts(
  services: ArrangementServices,
  customer: Customer,
  summariesAsked: Promise<FinancialSummary[]> = summariesOf(services, customer),
) {
  const accountIds = [...customer.accountIds];
  const [summaries, cases, serviceAgreements] = await Promise.all([
    summariesAsked,
    services.billing.arrangementCases(accountIds),
    accountIds.length > 0 ? services.billing.arrangementServiceAgreements(accountIds) : [],
  ]);
  return { summaries, cases, serviceAgreements };
}

type Facts = Awaited<ReturnType<typeof billingFacts>>;

/** The accounts listed for an arrangement, with their balances (spec 002 §5, §7). */
function eligibleAccounts({ summaries, cases, serviceAgreements }: Facts) {
  const withCase = new Set(cases.filter(inForce).map((entry) => entry.accountId));
  const sent = summaries.filter(
    (summary) =>
      isSentToEligibilityList({
        className: summary.customerClass,
        amountCents: toCents(summary.currentBalance),
      }) && !withCase.has(summary.accountId),
  );
  return sent.flatMap((summary) => {
    const balances = balancesFromServiceAgreements(
      serviceAgreements
        .filter((sa) => sa.accountId === summary.accountId)
        .map((sa) => ({
          serviceType: sa.serviceType,
          status: sa.status,
          currentBalanceCents: toCents(sa.currentBalance),
          payoffBalanceCents: toCents(sa.payoffBalance),
        })),
    );
    return isListedForArrangement(balances) ? [{ summary, balances }] : [];
  });
}

/** details-payment-arr: the cases, and which button the Account Overview shows (spec 002 §4). */
export async function arrangementDetails(
  services: ArrangementServices,
  customer: Customer,
): Promise<ArrangementDetailsResponse> {
  return arrangementDetailsOf(await billingFacts(services, customer));
}

/** The cases and the Overview's button, from billing's answers already read. */
export function arrangementDetailsOf(facts: Facts): ArrangementDetailsResponse {
  const { summaries, cases } = facts;
  const eligible = eligibleAccounts(facts);
  const summaryOf = (accountId: string) => summaries.find((summary) => summary.accountId === accountId);
  return {
    availability: arrangementAvailability(
      cases
        .filter(inForce)
        .map((entry) => ({ accountId: entry.accountId, customerContactStatus: entry.customerContactStatus })),
      eligible.map((entry) => entry.summary.accountId),
    ),
    commercialNotice: holdsCommercialAccount(summaries.map((summary) => summary.customerClass)),
    cases: cases.filter(inForce).map((entry) => ({
      caseId: entry.caseId,
      accountId: entry.accountId,
      customerContactId: entry.customerContactId,
      customerContactStatus: entry.customerContactStatus,
      fullName: displayName(summaryOf(entry.accountId)?.holderName ?? ""),
      premiseAddress: summaryOf(entry.accountId)?.premise ?? "",
    })),
  };
}

/**
 * payment-arr-list: the eligible accounts. The customer's draft of the day is resumed with its
 * choices (accounts listed since are added, those no longer listed dropped); a new draft starts
 * from billing's balances when there is none or the customer starts over.
 */
export async function startArrangement(
  services: ArrangementServices,
  customer: Customer,
  request: { startOver?: boolean } = {},
): Promise<ArrangementDraftResponse> {
  const eligible = eligibleAccounts(await billingFacts(services, customer));
  const now = services.clock.now();
  const at = now.toISOString();
  const [earlier] = await draftRowsOf(services.db, customer.personId);
  const resumed = isDraftResumable({
    startedAt: earlier?.started_at ?? null,
    now,
    startOver: request.startOver === true,
  });
  await (resumed ? resumeDraft : startDraft)(
    services.db,
    customer.personId,
    eligible.map(({ summary, balances }) => ({
      person_id: customer.personId,
      account_id: summary.accountId,
      full_name: displayName(summary.holderName),
      email_address: summary.email ?? "",
      premise_address: summary.premise,
      balance_cents: balances.balanceCents,
      dep_amount_cents: balances.depAmountCents,
      dep_credit_cents: balances.depCreditCents,
      apply_deposit: 0,
      started_at: at,
      updated_at: at,
    })),
  );
  return { ...(await draftOf(services, customer.personId)), resumed };
}
