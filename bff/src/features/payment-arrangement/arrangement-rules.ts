/**
 * The payment arrangement's rules (spec 002 §4, §5, §7, §9; spec 000 §4), as pure functions on
 * integer cents. The portal only shows what these decide.
 */

/** The fixed term of every arrangement (spec 002 §9). */
export const ARRANGEMENT_TERM_MONTHS = 6;

/** Contact status '10': the case awaits the signed form (spec 002 §3, §9). */
export const AWAITING_SIGNED_FORM = "10";

/** Service agreement status '20': active (spec 002 §9, spec 000 §4). */
export const ACTIVE_SA = "20";

export interface ServiceAgreementBalance {
  serviceType: string;
  status: string;
  /** Cents; negative = a credit. */
  currentBalanceCents: number;
  payoffBalanceCents: number;
}

/** What billing's service agreements say of one account (spec 002 §7 payment-arr-list). */
export interface ArrangementBalances {
  /** The electric SA's current balance. */
  balanceCents: number;
  /** The deposit SA's current balance: not 0 once the deposit was credited. */
  depCreditCents: number;
  /** The deposit held that could be applied: −payoff when the payoff is not above 0, else 0. */
  depAmountCents: number;
}

/**
 * A customer holding any account whose class is not RESID is a commercial customer: the Account
 * Overview tells them to e-mail the business team instead of offering an arrangement (spec 002 §1,
 * §6). The one home of the rule: the arrangement's answer and the customer's session both use it.
 */
export function holdsCommercialAccount(customerClasses: readonly string[]): boolean {
  return customerClasses.some((customerClass) => customerClass !== "RESID");
}

/**
 * Only residential accounts (className RESID) with an amount above 0 are sent to the eligibility
 * list (spec 002 §5, §6).
 */
export function isSentToEligibilityList(account: { className: string; amountCents: number }): boolean {
  return account.className === "RESID" && account.amountCents > 0;
}

/**
 * Balances from billing's service agreements (spec 002 §7 payment-arr-list): the balance is the
 * current balance of the SA whose type starts with E and whose status is '20'; for a DEP- SA in
 * status '20', depCredit is its current balance and depAmount the negative of its payoff balance
 * when that is not above 0, else 0.
 */
export function balancesFromServiceAgreements(
  serviceAgreements: readonly ServiceAgreementBalance[],
): ArrangementBalances {
  const active = serviceAgreements.filter((sa) => sa.status === ACTIVE_SA);
  const electric = active.find((sa) => sa.serviceType.startsWith("E"));
  const deposit = active.find((sa) => sa.serviceType.startsWith("DEP-"));
  return {
    balanceCents: electric?.currentBalanceCents ?? 0,
    depCreditCents: deposit?.currentBalanceCents ?? 0,
    depAmountCents: deposit && deposit.payoffBalanceCents <= 0 ? -deposit.payoffBalanceCents : 0,
  };
}

/**
 * An account is listed for an arrangement only when its electric balance minus its deposit credit
 * is above zero (spec 002 §4, spec 000 §4).
 */
export function isListedForArrangement(balances: ArrangementBalances): boolean {
  return balances.balanceCents - balances.depCreditCents > 0;
}

/** Only accounts with a balance above 0 count toward the total owed (spec 002 §5). */
export function totalOwedCents(accounts: readonly { balanceCents: number }[]): number {
  return accounts.reduce((sum, account) => sum + (account.balanceCents > 0 ? account.balanceCents : 0), 0);
}

/**
 * The Apply Deposit toggle (spec 002 §4): allowed only when the deposit amount is above 0 and the
 * deposit credit is 0; the new balance is then the balance minus the deposit when on. Otherwise
 * the toggle is refused ('Invalid deposit amount!').
 */
export function depositToggle(
  account: ArrangementBalances,
  applyDeposit: boolean,
): { allowed: true; newBalanceCents: number } | { allowed: false } {
  if (!(account.depAmountCents > 0 && account.depCreditCents === 0)) return { allowed: false };
  return {
    allowed: true,
    newBalanceCents: applyDeposit ? account.balanceCents - account.depAmountCents : account.balanceCents,
  };
}

/** The balance step 2 starts from: minus the deposit when it is applied (spec 002 §2 step 2). */
export function balanceAfterDeposit(account: ArrangementBalances & { applyDeposit: boolean }): number {
  return account.applyDeposit ? account.balanceCents - account.depAmountCents : account.balanceCents;
}

/**
 * The pay-today balance (spec 002 §4): with an amount above 0, the balance (minus the deposit when
 * applied) minus the amount; with 0, the balance (minus the deposit when applied) holds; when a
 * deposit credit exists and no deposit is applied, the balance is unchanged.
 */
export function payTodayBalance(
  account: ArrangementBalances & { applyDeposit: boolean },
  amountCents: number,
): number {
  if (account.depCreditCents !== 0 && !account.applyDeposit) return account.balanceCents;
  const start = balanceAfterDeposit(account);
  return amountCents > 0 ? start - amountCents : start;
}

/**
 * The average monthly amount added to each of the next six bills (spec 002 §2 step 3, §9): the
 * balance divided by 6, rounded to the cent; null when the balance is not above zero.
 */
export function monthlyAmountCents(balanceCents: number): number | null {
  if (balanceCents <= 0) return null;
  return Math.round(balanceCents / ARRANGEMENT_TERM_MONTHS);
}

export type ArrangementAvailability = "pending" | "request" | "none";

/**
 * Which button the Account Overview shows (spec 002 §4): 'Payment Arrangement Document Pending' when
 * any case has contact status '10'; otherwise 'Request Payment Arrangement' when an eligible
 * residential account without an existing case exists; neither otherwise.
 */
export function arrangementAvailability(
  cases: readonly { accountId: string; customerContactStatus: string }[],
  eligibleAccountIds: readonly string[],
): ArrangementAvailability {
  if (cases.some((entry) => entry.customerContactStatus === AWAITING_SIGNED_FORM)) return "pending";
  const withCase = new Set(cases.map((entry) => entry.accountId));
  return eligibleAccountIds.some((accountId) => !withCase.has(accountId)) ? "request" : "none";
}

/** Dollars (billing's 2-decimal numbers) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The stored name of an uploaded form (spec 002 §5): CASE-{caseId}_ACCT-{accountId}-{timestamp}.{ext},
 * the extension being the original file's.
 */
export function signedFormFileName(input: {
  caseId: string;
  accountId: string;
  timestamp: number;
  originalName: string;
}): string {
  const dot = input.originalName.lastIndexOf(".");
  const extension =
    dot > 0
      ? input.originalName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      : "";
  const base = `CASE-${input.caseId}_ACCT-${input.accountId}-${input.timestamp}`;
  return extension ? `${base}.${extension}` : base;
}

/** How long a draft arrangement is kept for the customer to come back to (decision 018: reload resumes). */
export const DRAFT_RESUMABLE_HOURS = 24;

/**
 * Whether the intro resumes the customer's draft rather than starting a new one: a reload, Back or
 * a return later the same day keeps the choices made (deposit applied, payments today), unless the
 * customer starts over; a draft older than a day is started afresh from billing's balances.
 */
export function isDraftResumable(input: {
  startedAt: string | null;
  now: Date;
  startOver: boolean;
}): boolean {
  if (input.startOver || input.startedAt === null) return false;
  const age = input.now.getTime() - Date.parse(input.startedAt);
  return age >= 0 && age < DRAFT_RESUMABLE_HOURS * 3_600_000;
}
