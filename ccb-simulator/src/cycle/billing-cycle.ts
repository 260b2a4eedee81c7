/**
 * The billing cycle on the simulator's clock (decision 029): when the clock passes into a new day,
 * that day's events run, days in order, each day's in a fixed order — prepaid usage of the day that
 * ended, then the late-payment notices of bills whose due date passed, then the bills of the accounts
 * whose bill day it is. Arrears need no event: "Due Now" is judged against today from the bills and
 * payments (fixtures' ledger.ts), so a due date passing moves an unpaid bill there by itself.
 */
import {
  type Account,
  type Bill,
  centsToDollars,
  DAYS_TO_PAY,
  dollarsToCents,
  type FinancialTransaction,
  type ServiceAgreement,
} from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import { billDayOf, isBillDay, latestBill } from "./bill-day";
import type { IssuedBill, LateNotice } from "./cycle-records";
import { lateNotice, sendLateNotices, unpaidOfBill } from "./late-notices";
import { type PayPlan, PayPlans } from "../pay-plans/pay-plans";
import { BillCycleChanges } from "../bill-cycles/due-day-cycles";
import { Budgets } from "../budgets/budgets";
import { type BudgetRecommendation, recommendBudget } from "../budgets/budget-amount";
import { drainPrepaid } from "./prepaid-usage";
import { billPeriod } from "./usage";

/** A payment arrangement is billed in six instalments, one on each of the next six bills (spec 002 §7). */
export const INSTALMENTS = 6;

const addCents = (dollars: number, cents: number) => centsToDollars(dollarsToCents(dollars) + cents);
const isElectric = (sa: ServiceAgreement) => sa.saType.startsWith("E");
const isRunningArrangement = (sa: ServiceAgreement) =>
  sa.saType.startsWith("PA-") && sa.status === "20" && sa.payoffBalance > 0;

function pushTo<T>(index: Map<string, T[]>, key: string, item: T): void {
  const list = index.get(key);
  if (list) list.push(item);
  else index.set(key, [item]);
}

export class BillingCycle {
  private ranThroughDay: IsoDate;
  private count = 0;
  private readonly billDays = new Map<string, { from: string; day: number }>();
  /** A running arrangement's amount to spread and how many instalments were billed, by its SA. */
  private readonly arrangements = new Map<string, { amount: number; billed: number }>();
  readonly notices: LateNotice[] = [];
  readonly issued: IssuedBill[] = [];
  /** Pay plans (payment extensions): they hold collection while active (`../pay-plans/`). */
  readonly payPlans = new PayPlans();
  /** Accounts moved to a preferred due day's bill cycle (`../bill-cycles/`, decision 047). */
  readonly billCycles = new BillCycleChanges();
  /** Budgets on the electric SAs: what their bills charge (`../budgets/`, decision 043). */
  readonly budgets = new Budgets();

  constructor(
    private readonly loaded: () => LoadedWorld,
    today: IsoDate,
  ) {
    this.ranThroughDay = today;
  }

  /** A new world (reset, a new today): nothing has run in it yet. */
  reset(today: IsoDate): void {
    this.ranThroughDay = today;
    this.count = 0;
    this.billDays.clear();
    this.arrangements.clear();
    this.notices.length = 0;
    this.issued.length = 0;
    this.payPlans.reset();
    this.billCycles.reset();
    this.budgets.reset();
  }

  /** The last day whose events have run. */
  get ranThrough(): IsoDate {
    return this.ranThroughDay;
  }

  /**
   * Runs every day after the last one run, through `today`, in order; answers how many days ran. A
   * clock set back runs nothing (what happened stays), and runs again from where it stopped.
   */
  runThrough(today: IsoDate): number {
    let days = 0;
    while (this.ranThroughDay < today) {
      const day = addDays(this.ranThroughDay, 1);
      this.runDay(day);
      this.ranThroughDay = day;
      days += 1;
    }
    return days;
  }

  /** One day's events, in order (decision 029); `only` limits them to some accounts (a trainee's). */
  runDay(day: IsoDate, only?: ReadonlySet<string>): void {
    const accounts = only
      ? [...only].flatMap((accountId) => this.loaded().accountsById.get(accountId) ?? [])
      : this.loaded().world.accounts;
    drainPrepaid(this.loaded(), day, accounts, (accountId) => this.electricOf(accountId));
    const broken = this.payPlans.runDay(this.loaded(), day, only);
    for (const plan of broken) this.notices.push(...this.heldNotices(plan, day));
    const held = (accountId: string) => this.payPlans.holdsCollection(accountId);
    this.notices.push(...sendLateNotices(this.loaded(), day, only, (base) => this.nextId(base), held));
    for (const account of accounts) if (this.isBillDayOf(account, day)) this.issueBill(account, day);
  }

  /**
   * A broken pay plan puts the account back on the normal collection path: every bill already past
   * due and unpaid that got no notice while the plan held collection gets it today.
   */
  private heldNotices(plan: PayPlan, day: IsoDate) {
    const noticed = new Set(this.notices.map((notice) => notice.billId));
    return (this.loaded().billsByAccount.get(plan.accountId) ?? [])
      .filter((bill) => bill.dueDate < day && bill.dueDate >= addDays(plan.startDate, -1))
      .filter((bill) => !noticed.has(bill.billId))
      .flatMap((bill) => lateNotice(this.loaded(), bill, day, (base) => this.nextId(base)) ?? []);
  }

  /** Catches the accounts of a trainee reset back up with the days the rest of the world has run. */
  catchUp(accountIds: ReadonlySet<string>, worldToday: IsoDate): void {
    for (let day = addDays(worldToday, 1); day <= this.ranThroughDay; day = addDays(day, 1)) {
      this.runDay(day, accountIds);
    }
  }

  private nextId(base: number): string {
    this.count += 1;
    return String(base + this.count);
  }

  electricOf(accountId: string): ServiceAgreement | undefined {
    return (this.loaded().serviceAgreementsByAccount.get(accountId) ?? []).find(
      (sa) => isElectric(sa) && sa.status === "20",
    );
  }

  /** The account's bill day, kept while its latest bill stays the one it was read from. */
  billDay(account: Account): number {
    const bills = this.loaded().billsByAccount.get(account.AccountID) ?? [];
    const latest = latestBill(bills);
    const from = latest ? `${latest.billId}:${latest.billDate}` : "";
    const known = this.billDays.get(account.AccountID);
    if (known && known.from === from) return known.day;
    const day = billDayOf(account, bills);
    this.billDays.set(account.AccountID, { from, day });
    return day;
  }

  /** Postpaid accounts with an active electric SA get a bill on their bill day (once a day at most). */
  isBillDayOf(account: Account, day: IsoDate): boolean {
    if (account.kind !== "postpaid" || !this.electricOf(account.AccountID)) return false;
    const latest = latestBill(this.loaded().billsByAccount.get(account.AccountID) ?? []);
    const window = this.billCycles.isWindow(account.AccountID, day, latest?.billDate);
    if (window !== undefined) return window;
    if (!isBillDay(day, this.billDay(account))) return false;
    return !latest || latest.billDate < day;
  }

  /**
   * The instalment the account's next bill carries, if an arrangement runs: a sixth of the amount
   * (the sixth takes what the rounding left), never more than is left.
   */
  nextInstalment(accountId: string): IssuedBill["instalment"] {
    const sa = (this.loaded().serviceAgreementsByAccount.get(accountId) ?? []).find(isRunningArrangement);
    if (!sa) return null;
    const plan = this.arrangements.get(sa.SAID) ?? { amount: sa.payoffBalance, billed: 0 };
    const number = plan.billed + 1;
    const share = Math.floor(dollarsToCents(plan.amount) / INSTALMENTS);
    const left = dollarsToCents(sa.payoffBalance);
    const cents = number >= INSTALMENTS ? left : Math.min(share, left);
    return { SAID: sa.SAID, number, of: INSTALMENTS, amount: centsToDollars(cents) };
  }

  /**
   * An approved arrangement takes over the arrears it spreads (CCB user guide, "Payment
   * Arrangement": the arrears are transferred from the service agreements to the payment arrangement
   * SA, which bills them in instalments): an adjustment moves them off the electric SA.
   */
  arrangementApproved(arrangement: ServiceAgreement, today: IsoDate): void {
    this.arrangements.set(arrangement.SAID, { amount: arrangement.payoffBalance, billed: 0 });
    const electric = this.electricOf(arrangement.AccountID);
    if (!electric) return;
    this.charge(electric, "AD", today, -dollarsToCents(arrangement.payoffBalance));
  }

  /**
   * A financial transaction on `sa` and its balances moved by `cents`; a budget bill segment moves
   * the payoff balance by the actual charges instead (`payoffCents`, decision 043).
   */
  private charge(
    sa: ServiceAgreement,
    type: FinancialTransaction["FinancialTransactionType"],
    date: IsoDate,
    cents: number,
    payoffCents = cents,
  ) {
    const loaded = this.loaded();
    const ft: FinancialTransaction = {
      ftId: this.nextId(941_000_000_000),
      AccountID: sa.AccountID,
      SAID: sa.SAID,
      FinancialTransactionType: type,
      ArrearsDate: date,
      TotalAmount: centsToDollars(cents),
    };
    loaded.world.financialTransactions.push(ft);
    pushTo(loaded.transactionsByAccount, sa.AccountID, ft);
    sa.currentBalance = addCents(sa.currentBalance, cents);
    sa.payoffBalance = addCents(sa.payoffBalance, payoffCents);
  }

  /**
   * A bill cut on the bill day (CCB user guide, "Bill Segment": each billable SA contributes a bill
   * segment; the bill's due date is the bill date plus the customer class's days to pay, 20 here): the
   * period's usage as the electric SA's segment, a running arrangement's instalment as a second one.
   */
  private issueBill(account: Account, day: IsoDate): void {
    const loaded = this.loaded();
    const billDay = this.billDay(account);
    const electric = this.electricOf(account.AccountID) as ServiceAgreement;
    const { months, kwh, usageCharge } = billPeriod(
      loaded.consumptionByAccount.get(account.AccountID) ?? [],
      account.customerClass,
      latestBill(loaded.billsByAccount.get(account.AccountID) ?? [])?.billDate ?? null,
      day,
    );
    const instalment = this.nextInstalment(account.AccountID);
    const budget = this.budgets.billLine(loaded, account, day, usageCharge);
    // A settling bill whose deviation is a credit larger than the period's charges bills nothing and
    // leaves the rest as a credit on the account (an adjustment, below).
    const billedCents = budget
      ? Math.max(0, dollarsToCents(budget.billedAmount))
      : dollarsToCents(usageCharge);
    const newChargesCents = billedCents + dollarsToCents(instalment?.amount ?? 0);
    const previousCents = Math.max(0, dollarsToCents(electric.currentBalance));
    const bill: Bill = {
      billId: this.nextId(940_000_000_000),
      AccountID: account.AccountID,
      billDate: day,
      dueDate: addDays(day, DAYS_TO_PAY),
      newCharges: centsToDollars(newChargesCents),
      previousArrears: centsToDollars(previousCents),
      totalAmount: centsToDollars(previousCents + newChargesCents),
    };
    loaded.world.bills.push(bill);
    pushTo(loaded.billsByAccount, account.AccountID, bill);
    // The bill day stays the cycle's: a 31st cut on the 30th of a short month is back on the 31st.
    this.billDays.set(account.AccountID, { from: `${bill.billId}:${bill.billDate}`, day: billDay });
    const usageCents = dollarsToCents(usageCharge);
    this.charge(electric, "BS", day, billedCents, budget ? usageCents : billedCents);
    if (budget && dollarsToCents(budget.billedAmount) < 0) {
      this.charge(electric, "AD", day, dollarsToCents(budget.billedAmount), 0);
    }
    if (instalment) this.billInstalment(electric, instalment, day);
    for (const period of months) {
      const row = { AccountID: account.AccountID, ...period };
      loaded.world.consumption.push(row);
      pushTo(loaded.consumptionByAccount, account.AccountID, row);
    }
    this.issued.push({ ...bill, kwh, usageCharge, instalment, budget });
  }

  /** The instalment moves back from the arrangement SA onto the bill; the sixth closes the SA ('60'). */
  private billInstalment(
    electric: ServiceAgreement,
    instalment: NonNullable<IssuedBill["instalment"]>,
    day: IsoDate,
  ) {
    const arrangement = this.loaded()
      .serviceAgreementsByAccount.get(electric.AccountID)
      ?.find((sa) => sa.SAID === instalment.SAID) as ServiceAgreement;
    const cents = dollarsToCents(instalment.amount);
    this.charge(electric, "BS", day, cents);
    arrangement.currentBalance = addCents(arrangement.currentBalance, -cents);
    arrangement.payoffBalance = addCents(arrangement.payoffBalance, -cents);
    const plan = this.arrangements.get(arrangement.SAID) ?? { amount: instalment.amount, billed: 0 };
    this.arrangements.set(arrangement.SAID, { ...plan, billed: instalment.number });
    if (instalment.number >= INSTALMENTS || arrangement.payoffBalance <= 0) arrangement.status = "60";
  }

  /** The budget amount billing recommends for the account today (decision 043). */
  recommendBudget(account: Account, today: IsoDate): BudgetRecommendation {
    return recommendBudget(this.loaded(), account, today);
  }

  /** Saves a budget on the account's electric SA, at the recommended amount. */
  saveBudget(account: Account, electric: ServiceAgreement, today: IsoDate, reviewTolerancePercent: number) {
    return this.budgets.save({
      loaded: this.loaded(),
      account,
      SAID: electric.SAID,
      today,
      reviewTolerancePercent,
    });
  }

  /** What is unpaid of a bill's new charges, payments settling the oldest bill first. */
  unpaidOf(bill: Bill): number {
    return unpaidOfBill(this.loaded(), bill);
  }
}
