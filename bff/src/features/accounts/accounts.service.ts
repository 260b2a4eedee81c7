import { messages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import type { AccountSummaryLine, CustomerInformation } from "@paygpa/contract";
import { type AccountId, type BillingPort, isUnknownToBilling } from "../../integrations/billing";
import { accountSummaryLine, displayName } from "./account-summary";
import { lineWithExtension } from "../payment-extension";

/** The dashboard row of one account, which must be of the kind the caller expects. */
export async function accountSummary(
  deps: { billing: BillingPort; clock: Clock; db: Db },
  accountId: AccountId,
  kind: AccountSummaryLine["accountType"],
): Promise<AccountSummaryLine> {
  const summary = await deps.billing.financialSummary(accountId).catch(rethrowNotFound);
  if (summary.kind !== kind) {
    throw fail.conflict("WRONG_ACCOUNT_KIND", `Account ${accountId} is not a ${kind} account.`);
  }
  return summaryLine(deps, summary);
}

/**
 * An account's dashboard row from its financial summary; a payment extension moves its due date to
 * the promised one (decision 045).
 */
export function summaryLine(
  deps: { billing: BillingPort; clock: Clock; db: Db },
  summary: Awaited<ReturnType<BillingPort["financialSummary"]>>,
): Promise<AccountSummaryLine> {
  return lineWithExtension(deps, accountSummaryLine(summary, deps.clock.today()));
}

const PHONE_FIELDS = { home: "homePhone", mobile: "mobilePhone", work: "workPhone" } as const;

/** The customer information box: name, e-mail and the three phones. */
export async function customerInformation(
  deps: { billing: BillingPort },
  personId: string,
): Promise<CustomerInformation> {
  const person = await deps.billing.personDetails(personId).catch(rethrowNotFound);
  const info: CustomerInformation = {
    personId,
    fullName: displayName(person.name),
    emailAddress: person.email || null,
    homePhone: null,
    mobilePhone: null,
    workPhone: null,
  };
  for (const phone of person.phones) info[PHONE_FIELDS[phone.kind]] = phone.number;
  return info;
}

function rethrowNotFound(error: unknown): never {
  if (isUnknownToBilling(error)) throw fail.notFound("NOT_FOUND", messages.notFound);
  throw error;
}
