/**
 * The runtime world API (docs/qa-guide.md): QA and scenarios change billing's data while it runs — an
 * account's cash-only flag, a web user's lock or web access, a new bill, arrears, a case, a deposit —
 * validated as the billing system would hold them (an existing account, money in whole cents), kept
 * in a journal of changes, and undone by a reset (which builds the fixtures again).
 */
import { dollarsToCents, type ServiceAgreement } from "@paygpa/fixtures";
import { addDays, type IsoDate, type WorldChange } from "@paygpa/simulator-kit";
import { ControlError, invalidRequest } from "@paygpa/simulator-kit/control-api";
import type { LoadedWorld } from "../loaded-world";
import { moveLatestBill } from "../cycle/cycle-position";
import { usageEditOf } from "../usage/usage-edits";
import { applyCreation, type CreationTools } from "./world-creations";

/** The wrong-password count at which the BFF's login locks a web user (its request's limit). */
export const LOCKED_WRONG_PASSWORD_COUNT = 5;

export interface WorldChangeRecord {
  seq: number;
  at: string;
  change: WorldChange;
  /** The id of what a creation made (PersonID, AccountID, SAID, username). */
  created?: string;
}

function pushTo<T>(index: Map<string, T[]>, key: string, item: T): void {
  const list = index.get(key);
  if (list) list.push(item);
  else index.set(key, [item]);
}

function money(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > 1_000_000) {
    throw invalidRequest(`${field} must be an amount above 0 and up to 1000000`);
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    throw invalidRequest(`${field} must be in whole cents`);
  return value;
}

function days(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > 365) {
    throw invalidRequest(`${field} must be a whole number of days from ${min} to 365`);
  }
  return value;
}

const addCents = (dollars: number, cents: number) => (Math.round(dollars * 100) + cents) / 100;

export class WorldChanges {
  private count = 0;
  constructor(
    private readonly loaded: () => LoadedWorld,
    private readonly addWebUser: CreationTools["addWebUser"],
  ) {}

  private tools(today: IsoDate): CreationTools {
    return {
      loaded: this.loaded(),
      today,
      nextId: (base) => this.nextId(base),
      pushTo,
      account: (accountId) => this.account(accountId),
      electric: (accountId) => this.electric(accountId),
      addWebUser: this.addWebUser,
    };
  }

  private nextId(base: number): string {
    this.count += 1;
    return String(base + this.count);
  }

  private account(accountId: unknown) {
    const account = typeof accountId === "string" ? this.loaded().accountsById.get(accountId) : undefined;
    if (!account) throw new ControlError(404, "UNKNOWN_ACCOUNT", `No account ${String(accountId)}`);
    return account;
  }

  private electric(accountId: string): ServiceAgreement {
    const sa = (this.loaded().serviceAgreementsByAccount.get(accountId) ?? []).find(
      (candidate) => candidate.saType.startsWith("E") && candidate.status === "20",
    );
    if (!sa) throw invalidRequest(`Account ${accountId} has no active electric service agreement`);
    return sa;
  }

  /** A charge on the account: a bill, its bill segment, and the electric SA's balance raised. */
  private addBill(accountId: string, newCharges: number, billDate: IsoDate, dueDate: IsoDate): void {
    const loaded = this.loaded();
    const sa = this.electric(accountId);
    const cents = dollarsToCents(newCharges);
    const bill = {
      billId: this.nextId(960_000_000_000),
      AccountID: accountId,
      billDate,
      dueDate,
      newCharges,
      previousArrears: Math.max(0, sa.currentBalance),
      totalAmount: addCents(Math.max(0, sa.currentBalance), cents),
    };
    loaded.world.bills.push(bill);
    pushTo(loaded.billsByAccount, accountId, bill);
    const segment = {
      ftId: this.nextId(970_000_000_000),
      AccountID: accountId,
      SAID: sa.SAID,
      FinancialTransactionType: "BS" as const,
      ArrearsDate: billDate,
      TotalAmount: newCharges,
    };
    loaded.world.financialTransactions.push(segment);
    pushTo(loaded.transactionsByAccount, accountId, segment);
    sa.currentBalance = addCents(sa.currentBalance, cents);
    sa.payoffBalance = addCents(sa.payoffBalance, cents);
  }

  /** A case (customer contact) on the account, for its main person: a payment arrangement or help. */
  private openCase(change: Extract<WorldChange, { change: "case" }>, today: IsoDate): void {
    const loaded = this.loaded();
    const account = this.account(change.account);
    if (!["PAYARR", "HELP", "GENERAL"].includes(change.contactClass))
      throw invalidRequest("contactClass is unknown");
    if (!["10", "20", "30"].includes(change.status)) throw invalidRequest("status must be 10, 20 or 30");
    const contact = {
      customerContactId: this.nextId(980_000_000_000),
      caseId: this.nextId(990_000_000_000),
      AccountID: account.AccountID,
      PersonID: account.mainPersonId,
      contactClass: change.contactClass,
      contactType: change.contactClass === "PAYARR" ? "PA-REQUEST" : "TECHNICAL",
      customerContactStatus: change.status,
      createdDate: today,
      description:
        change.contactClass === "PAYARR" ? "Request for a 6-month payment arrangement" : "Case opened by QA",
    };
    loaded.world.customerContacts.push(contact);
    pushTo(loaded.contactsByAccount, account.AccountID, contact);
  }

  private loadedEdits(accountId: string) {
    return this.loaded().usageEditsByAccount.get(accountId) ?? [];
  }

  /** Ids start again after a reset, so a script's created ids are the same on every run. */
  reset(): void {
    this.count = 0;
  }

  /** Applies one change; throws a ControlError (400, 404, 409) when it is not valid. Answers a created id. */
  apply(change: WorldChange, today: IsoDate): string | undefined {
    const loaded = this.loaded();
    switch (change.change) {
      case "account": {
        const account = this.account(change.account);
        if (change.cashOnly !== undefined) account.cashOnlyFlag = change.cashOnly ? "Y" : "N";
        return;
      }
      case "web-user": {
        const user = loaded.webUsersByName.get(String(change.username));
        if (!user) throw new ControlError(404, "UNKNOWN_WEB_USER", `No web user ${String(change.username)}`);
        if (change.locked !== undefined)
          user.wrongPasswordCount = change.locked ? LOCKED_WRONG_PASSWORD_COUNT : 0;
        if (change.webAccess !== undefined) user.webAccessFlag = change.webAccess ? "ALWD" : "NALW";
        return;
      }
      case "bill": {
        this.account(change.account);
        const dueIn = days(change.dueInDays, "dueInDays", 0);
        this.addBill(change.account, money(change.newCharges, "newCharges"), today, addDays(today, dueIn));
        return;
      }
      case "overdue": {
        this.account(change.account);
        const late = days(change.daysLate, "daysLate", 1);
        const due = addDays(today, -late);
        this.addBill(change.account, money(change.arrears, "arrears"), addDays(due, -21), due);
        return;
      }
      case "case":
        this.openCase(change, today);
        return;
      case "cycle-position":
        this.account(change.account);
        moveLatestBill(loaded, change.account, change.dueInDays, today);
        return;
      case "deposit": {
        const account = this.account(change.account);
        const amount = money(change.amount, "amount");
        if (change.state !== "held" && change.state !== "credited")
          throw invalidRequest("state must be held or credited");
        // As the fixtures hold deposits: held = paid and kept, credited = already on the account.
        const sa: ServiceAgreement = {
          SAID: this.nextId(950_000_000_000),
          AccountID: account.AccountID,
          saType: account.customerClass === "COMM" ? "DEP-COM" : "DEP-RES",
          status: "20",
          startDate: today,
          currentBalance: change.state === "credited" ? -amount : 0,
          payoffBalance: -amount,
        };
        loaded.world.serviceAgreements.push(sa);
        pushTo(loaded.serviceAgreementsByAccount, account.AccountID, sa);
        return;
      }
      case "usage": {
        const account = this.account(change.account);
        const edit = usageEditOf(change, account, today);
        loaded.usageEditsByAccount.set(account.AccountID, [...this.loadedEdits(account.AccountID), edit]);
        return;
      }
      default: {
        const created = applyCreation(this.tools(today), change);
        if (created !== null) return created;
        throw invalidRequest(
          "change must be account, web-user, bill, overdue, case, cycle-position, deposit, person, new-account, balance, service-agreement, new-web-user or usage",
        );
      }
    }
  }
}
