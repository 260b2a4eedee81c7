/**
 * The runtime world API's creations (docs/qa-guide.md): a person, an account, a balance, a service
 * agreement and a web user, made at run time as the billing system would hold them. Helpers of
 * `WorldChanges` (world-changes.ts), which journals them and whose reset undoes them.
 */
import type { Account, Person, SaStatus, ServiceAgreement } from "@paygpa/fixtures";
import type { IsoDate, WorldChange } from "@paygpa/simulator-kit";
import { ControlError, invalidRequest } from "@paygpa/simulator-kit/control-api";
import type { LoadedWorld } from "../loaded-world";

type Creation = Extract<
  WorldChange,
  { change: "person" | "new-account" | "balance" | "service-agreement" | "new-web-user" }
>;

export interface CreationTools {
  loaded: LoadedWorld;
  today: IsoDate;
  nextId(base: number): string;
  pushTo<T>(index: Map<string, T[]>, key: string, item: T): void;
  account(accountId: unknown): Account;
  electric(accountId: string): ServiceAgreement;
  addWebUser(user: { username: string; password: string; PersonID: string; createdDate: IsoDate }): void;
}

const SA_STATUSES: readonly SaStatus[] = ["10", "20", "30", "40", "50", "60", "70"];

function name(value: unknown, field: string): string {
  if (typeof value !== "string" || !/^[\p{L}][\p{L} .'-]{0,49}$/u.test(value)) {
    throw invalidRequest(`${field} must be a name of 1 to 50 letters`);
  }
  return value;
}

function email(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string" || value.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw invalidRequest("email must be an e-mail address, or null");
  }
  return value;
}

function signedMoney(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > 1_000_000) {
    throw invalidRequest(`${field} must be an amount up to 1000000`);
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    throw invalidRequest(`${field} must be in whole cents`);
  return value;
}

function person(tools: CreationTools, personId: unknown): Person {
  const found = typeof personId === "string" ? tools.loaded.personsById.get(personId) : undefined;
  if (!found) throw new ControlError(404, "UNKNOWN_PERSON", `No person ${String(personId)}`);
  return found;
}

function changePerson(tools: CreationTools, change: Extract<Creation, { change: "person" }>): string {
  if (change.person !== undefined) {
    const existing = person(tools, change.person);
    if (change.firstName !== undefined) existing.firstName = name(change.firstName, "firstName");
    if (change.lastName !== undefined) existing.lastName = name(change.lastName, "lastName");
    existing.Name = `${existing.lastName.toUpperCase()},${existing.firstName.toUpperCase()}`;
    if (change.email !== undefined) existing.EmailID = email(change.email);
    return existing.PersonID;
  }
  const firstName = name(change.firstName, "firstName");
  const lastName = name(change.lastName, "lastName");
  const postal = change.postal ?? "96910";
  if (!/^969\d{2}$/.test(postal)) throw invalidRequest("postal must be a Guam ZIP code (969xx)");
  const created: Person = {
    PersonID: tools.nextId(5_900_000_000),
    firstName,
    lastName,
    Name: `${lastName.toUpperCase()},${firstName.toUpperCase()}`,
    EmailID: change.email === undefined ? null : email(change.email),
    address: {
      Address: "1 Marine Corps Dr",
      City: "Hagåtña",
      State: "GU",
      StateDescription: "Guam",
      Postal: postal,
      Description: "USA",
    },
    contactNumbers: [],
    characteristics: [],
  };
  tools.loaded.world.persons.push(created);
  tools.loaded.personsById.set(created.PersonID, created);
  return created.PersonID;
}

function newAccount(tools: CreationTools, change: Extract<Creation, { change: "new-account" }>): string {
  const owner = person(tools, change.person);
  if (change.kind !== "postpaid" && change.kind !== "prepaid")
    throw invalidRequest("kind must be postpaid or prepaid");
  const customerClass = change.customerClass ?? "RESID";
  if (customerClass !== "RESID" && customerClass !== "COMM")
    throw invalidRequest("customerClass must be RESID or COMM");
  const { loaded } = tools;
  const sibling = (loaded.accountIdsByPerson.get(owner.PersonID) ?? [])[0];
  const premiseId =
    (sibling && loaded.accountsById.get(sibling)?.PremiseID) ?? loaded.world.premises[0]?.PremiseID ?? "";
  const account: Account = {
    AccountID: tools.nextId(1_900_000_000),
    mainPersonId: owner.PersonID,
    PremiseID: premiseId,
    customerClass,
    cashOnlyFlag: "N",
    billAddressSource: "PREM",
    personAddressOverride: null,
    billRouteType: "POSTAL",
    kind: change.kind,
    division: "GPA",
    setUpDate: tools.today,
  };
  loaded.world.accounts.push(account);
  loaded.accountsById.set(account.AccountID, account);
  const link = {
    AccountID: account.AccountID,
    PersonID: owner.PersonID,
    isMainCustomer: true,
    isFinanciallyResponsible: true,
  };
  loaded.world.accountPersons.push(link);
  tools.pushTo(loaded.accountIdsByPerson, owner.PersonID, account.AccountID);
  const balance = change.balance === undefined ? 0 : signedMoney(change.balance, "balance");
  addServiceAgreement(tools, account.AccountID, {
    saType: change.kind === "prepaid" ? "E-PREPAY" : customerClass === "COMM" ? "E-COM" : "E-RES",
    status: "20",
    balance,
    ...(change.kind === "prepaid" ? { prepayBalance: 0 } : {}),
  });
  return account.AccountID;
}

function addServiceAgreement(
  tools: CreationTools,
  accountId: string,
  input: { saType: string; status: SaStatus; balance: number; prepayBalance?: number },
): string {
  const sa: ServiceAgreement = {
    SAID: tools.nextId(1_390_000_000),
    AccountID: accountId,
    saType: input.saType,
    status: input.status,
    startDate: tools.today,
    currentBalance: input.balance,
    payoffBalance: input.balance,
    ...(input.prepayBalance !== undefined ? { prepayBalance: input.prepayBalance } : {}),
  };
  tools.loaded.world.serviceAgreements.push(sa);
  tools.pushTo(tools.loaded.serviceAgreementsByAccount, accountId, sa);
  return sa.SAID;
}

/** The balance set by an adjustment (AD) of the difference, so the ledger still adds up. */
function setBalance(tools: CreationTools, change: Extract<Creation, { change: "balance" }>): void {
  const account = tools.account(change.account);
  const sa = tools.electric(account.AccountID);
  const target = signedMoney(change.currentBalance, "currentBalance");
  const differenceCents = Math.round(target * 100) - Math.round(sa.currentBalance * 100);
  if (differenceCents === 0) return;
  const adjustment = {
    ftId: tools.nextId(975_000_000_000),
    AccountID: account.AccountID,
    SAID: sa.SAID,
    FinancialTransactionType: "AD" as const,
    ArrearsDate: tools.today,
    TotalAmount: differenceCents / 100,
  };
  tools.loaded.world.financialTransactions.push(adjustment);
  tools.pushTo(tools.loaded.transactionsByAccount, account.AccountID, adjustment);
  sa.currentBalance = target;
  sa.payoffBalance = (Math.round(sa.payoffBalance * 100) + differenceCents) / 100;
}

function serviceAgreement(
  tools: CreationTools,
  change: Extract<Creation, { change: "service-agreement" }>,
): string {
  const account = tools.account(change.account);
  if (!SA_STATUSES.includes(change.status)) throw invalidRequest("status must be an SA status code 10 to 70");
  if (change.said !== undefined) {
    const sa = (tools.loaded.serviceAgreementsByAccount.get(account.AccountID) ?? []).find(
      (c) => c.SAID === change.said,
    );
    if (!sa)
      throw new ControlError(
        404,
        "UNKNOWN_SERVICE_AGREEMENT",
        `No service agreement ${change.said} on ${account.AccountID}`,
      );
    sa.status = change.status;
    return sa.SAID;
  }
  if (typeof change.saType !== "string" || !/^[A-Z][A-Z-]{1,9}$/.test(change.saType)) {
    throw invalidRequest("saType must be an SA type code such as E-RES or DEP-RES");
  }
  const balance = change.balance === undefined ? 0 : signedMoney(change.balance, "balance");
  return addServiceAgreement(tools, account.AccountID, {
    saType: change.saType,
    status: change.status,
    balance,
  });
}

function newWebUser(tools: CreationTools, change: Extract<Creation, { change: "new-web-user" }>): void {
  const owner = person(tools, change.person);
  if (typeof change.username !== "string" || !/^[A-Za-z0-9._-]{4,30}$/.test(change.username)) {
    throw invalidRequest("username must be 4 to 30 letters, digits, dots, dashes or underscores");
  }
  if (typeof change.password !== "string" || change.password.length < 8 || change.password.length > 64) {
    throw invalidRequest("password must be 8 to 64 characters");
  }
  if (tools.loaded.webUsersByName.has(change.username))
    throw new ControlError(409, "USERNAME_TAKEN", "Username is taken");
  if (tools.loaded.webUserPersons.has(owner.PersonID)) {
    throw new ControlError(409, "WEB_USER_EXISTS", `Person ${owner.PersonID} already has a web user`);
  }
  tools.addWebUser({
    username: change.username,
    password: change.password,
    PersonID: owner.PersonID,
    createdDate: tools.today,
  });
}

/**
 * Applies a creation: the id of what it made or changed (a person, an account, an SA; the username),
 * or null when the change is not a creation (world-changes.ts handles the others).
 */
export function applyCreation(tools: CreationTools, change: WorldChange): string | null {
  switch (change.change) {
    case "person":
      return changePerson(tools, change);
    case "new-account":
      return newAccount(tools, change);
    case "balance":
      setBalance(tools, change);
      return change.account;
    case "service-agreement":
      return serviceAgreement(tools, change);
    case "new-web-user":
      newWebUser(tools, change);
      return change.username;
    default:
      return null;
  }
}
