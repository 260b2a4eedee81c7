/**
 * The answers of the billing system's API, shaped from the store. Field names are CCB's own, as the
 * specification quotes them; money has 2 decimals, dates are YYYY-MM-DD.
 */
import {
  type Account,
  arrearsLines,
  type Premise,
  roundMoney,
  type ServiceAgreement,
} from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { CcbStore } from "../store";

export interface AccountRef {
  PersonID: string;
  AccountID: string;
  PremiseInfo: string;
  customerClass: string;
}

/** "address, city, state, postal" */
export function premiseInfo(premise: Premise | undefined): string {
  if (!premise) return "";
  return [premise.Address, premise.City, premise.State, premise.Postal].join(", ");
}

const isElectric = (sa: ServiceAgreement) => sa.saType.startsWith("E");

/** The account's electric service agreement: the active one, else the most recently started. */
export function electricServiceAgreement(store: CcbStore, accountId: string): ServiceAgreement | undefined {
  const electric = store.serviceAgreements(accountId).filter(isElectric);
  return (
    electric.find((sa) => sa.status === "20") ??
    [...electric].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
  );
}

/** An account counts as active while it has an active service agreement. */
export function isActiveAccount(store: CcbStore, accountId: string): boolean {
  return store.serviceAgreements(accountId).some((sa) => sa.status === "20");
}

export function accountRef(store: CcbStore, personId: string, account: Account): AccountRef {
  return {
    PersonID: personId,
    AccountID: account.AccountID,
    PremiseInfo: premiseInfo(store.premise(account.PremiseID)),
    customerClass: account.customerClass,
  };
}

/** Payment-arrangement cases still in force (awaiting the signed form '10', or running '20'). */
export function openPaymentArrangements(store: CcbStore, accounts: Account[]) {
  return accounts.flatMap((account) =>
    store
      .customerContacts(account.AccountID)
      .filter((contact) => contact.contactClass === "PAYARR" && contact.customerContactStatus !== "30")
      .map((contact) => ({
        caseId: contact.caseId,
        AccountID: contact.AccountID,
        customerContactId: contact.customerContactId,
        customerContactStatus: contact.customerContactStatus,
      })),
  );
}

export function financialSummary(store: CcbStore, account: Account, today: IsoDate) {
  const person = store.person(account.mainPersonId);
  const electric = electricServiceAgreement(store, account.AccountID);
  const bills = store.bills(account.AccountID);
  const latestBill = bills.reduce<(typeof bills)[number] | undefined>(
    (latest, bill) => (!latest || bill.billDate > latest.billDate ? bill : latest),
    undefined,
  );
  const electricSaIds = new Set(
    store
      .serviceAgreements(account.AccountID)
      .filter(isElectric)
      .map((sa) => sa.SAID),
  );
  const transactions = store.transactions(account.AccountID).filter((ft) => electricSaIds.has(ft.SAID));
  return {
    details: {
      AccountID: account.AccountID,
      CurrentBalance: roundMoney(electric?.currentBalance ?? 0),
      PayoffBalance: roundMoney(electric?.payoffBalance ?? 0),
      Name: person?.Name ?? "",
      PremiseInfo: premiseInfo(store.premise(account.PremiseID)),
    },
    arrears: account.kind === "postpaid" ? arrearsLines(bills, transactions, today) : [],
    paymentDetails: latestBill
      ? { billDate: latestBill.billDate, dueDate: latestBill.dueDate, totalAmount: latestBill.totalAmount }
      : null,
    type: account.kind,
    email: person?.EmailID ?? null,
    cashOnlyFlag: account.cashOnlyFlag,
    customerClass: account.customerClass,
    PersonID: account.mainPersonId,
    prepaid:
      account.kind === "prepaid" && electric
        ? {
            prepaySAId: electric.SAID,
            prepayBalance: roundMoney(electric.prepayBalance ?? 0),
            unpaidBalance: roundMoney(electric.currentBalance),
          }
        : null,
  };
}

export type FinancialSummary = ReturnType<typeof financialSummary>;

export function accountValidation(store: CcbStore, account: Account) {
  const main = store.accountPersons(account.AccountID).find((link) => link.isMainCustomer);
  const personId = main?.PersonID ?? account.mainPersonId;
  return {
    accountRelationshipType: "MAIN",
    billAddressSource: account.billAddressSource,
    personId,
    isMainCustomer: main?.isMainCustomer ?? true,
    isFinanciallyResponsible: main?.isFinanciallyResponsible ?? true,
    isThirdPartyGuarantor: false,
    webAccess: store.hasWebUser(personId),
    billRouteType: account.billRouteType,
    AccountID: account.AccountID,
    personAddressOverride: account.personAddressOverride ? { ...account.personAddressOverride } : null,
  };
}

export type AccountValidation = ReturnType<typeof accountValidation>;
