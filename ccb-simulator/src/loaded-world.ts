/** One world built from the fixtures, with the indexes the simulator's reads go through. */
import type { UsageEdit } from "./usage/usage-edits";
import type {
  Account,
  Bill,
  BillingWorld,
  CustomerContact,
  FinancialTransaction,
  MonthlyConsumption,
  Person,
  PrepaidDailyUsage,
  Premise,
  ServiceAgreement,
  WebUser,
} from "@paygpa/fixtures";
import { digestPassword, type PasswordDigest } from "./web-users/passwords";

export type StoredWebUser = Omit<WebUser, "password"> & { password: PasswordDigest };

/** How many of each record the world holds (health and reset answers). */
export interface StoreCounts {
  persons: number;
  accounts: number;
  serviceAgreements: number;
  bills: number;
  financialTransactions: number;
  webUsers: number;
  customerContacts: number;
}

export function worldCounts(world: LoadedWorld["world"]): StoreCounts {
  return {
    persons: world.persons.length,
    accounts: world.accounts.length,
    serviceAgreements: world.serviceAgreements.length,
    bills: world.bills.length,
    financialTransactions: world.financialTransactions.length,
    webUsers: world.webUsers.length,
    customerContacts: world.customerContacts.length,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** One loaded world with its indexes. */
export class LoadedWorld {
  readonly personsById: Map<string, Person>;
  readonly accountsById: Map<string, Account>;
  readonly premisesById: Map<string, Premise>;
  readonly accountIdsByPerson: Map<string, string[]>;
  readonly serviceAgreementsByAccount: Map<string, ServiceAgreement[]>;
  readonly billsByAccount: Map<string, Bill[]>;
  readonly transactionsByAccount: Map<string, FinancialTransaction[]>;
  readonly consumptionByAccount: Map<string, MonthlyConsumption[]>;
  readonly dailyUsageByAccount: Map<string, PrepaidDailyUsage[]>;
  readonly contactsByAccount: Map<string, CustomerContact[]>;
  readonly webUsersByName: Map<string, StoredWebUser>;
  readonly webUserPersons: Set<string>;
  /** Trainers' edits of an account's reads (usage/usage-edits.ts), by account: a reset drops them. */
  readonly usageEditsByAccount = new Map<string, UsageEdit[]>();

  constructor(
    readonly world: BillingWorld,
    randomBytes: (size: number) => Buffer,
    /** Web users to keep as they are (their passwords, lock counts): a classroom reset of one trainee. */
    kept: ReadonlyMap<string, StoredWebUser> = new Map(),
  ) {
    this.personsById = new Map(world.persons.map((person) => [person.PersonID, person]));
    this.accountsById = new Map(world.accounts.map((account) => [account.AccountID, account]));
    this.premisesById = new Map(world.premises.map((premise) => [premise.PremiseID, premise]));
    this.accountIdsByPerson = new Map(
      [...groupBy(world.accountPersons, (link) => link.PersonID)].map(([personId, links]) => [
        personId,
        links.map((link) => link.AccountID),
      ]),
    );
    this.serviceAgreementsByAccount = groupBy(world.serviceAgreements, (sa) => sa.AccountID);
    this.billsByAccount = groupBy(world.bills, (bill) => bill.AccountID);
    this.transactionsByAccount = groupBy(world.financialTransactions, (ft) => ft.AccountID);
    this.consumptionByAccount = groupBy(world.consumption, (row) => row.AccountID);
    this.dailyUsageByAccount = groupBy(world.prepaidDailyUsage, (row) => row.AccountID);
    this.contactsByAccount = groupBy(world.customerContacts, (contact) => contact.AccountID);
    this.webUsersByName = new Map(
      world.webUsers.map(({ password, ...user }) => [
        user.username,
        kept.get(user.username) ?? { ...user, password: digestPassword(password, randomBytes(16)) },
      ]),
    );
    this.webUserPersons = new Set(world.webUsers.map((user) => user.PersonID));
  }
}
