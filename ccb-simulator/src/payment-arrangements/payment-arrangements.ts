/**
 * Payment arrangements as billing keeps them (spec 002 §3, §7; spec 000 §4): the service
 * agreements the eligibility reads, the deposit stopped, the case (a PAYARR customer contact) opened
 * in status '10', the signed form's metadata recorded on it, and staff's decision. Every write is
 * idempotent: the same stop or the same case asked twice changes billing once, as the BFF's retries
 * need (decision 018).
 */
import type { CustomerContact, ServiceAgreement } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { CcbStore } from "../store";

/** CCB's service agreement status 'Pending Stop': a stop requested, the deposit to be applied. */
export const SA_PENDING_STOP = "30";

/** What billing records on a payment-arrangement case beyond the customer contact. */
export interface ArrangementDetail {
  customerContactId: string;
  caseId: string;
  AccountID: string;
  /** The balance to spread over 6 months, dollars with 2 decimals. */
  paymentArrAmount: number;
  name: string;
  emailAddress: string;
  /** The signed form's metadata (payment-arr-update-details), once uploaded. */
  form: null | {
    fileName: string;
    contentType: string;
    size: number;
    sha256: string;
    barcode: string;
    receivedDate: IsoDate;
  };
  decision: null | {
    outcome: "approved" | "rejected";
    note: string;
    decidedDate: IsoDate;
    said: string | null;
  };
}

const isPaymentArrangement = (contact: CustomerContact) => contact.contactClass === "PAYARR";

/** The payment-arr-list view of one account: its service agreements' types, statuses and balances. */
export function arrangementServiceAgreements(store: CcbStore, accountId: string) {
  return store.serviceAgreements(accountId).map((sa) => ({
    SAID: sa.SAID,
    saType: sa.saType,
    status: sa.status,
    currentBalance: sa.currentBalance,
    payoffBalance: sa.payoffBalance,
  }));
}

/** The payment-arrangement cases of some accounts, with what billing recorded on each. */
export function arrangementCases(store: CcbStore, accountIds: readonly string[]) {
  return accountIds.flatMap((accountId) =>
    store
      .customerContacts(accountId)
      .filter(isPaymentArrangement)
      .map((contact) => {
        const detail = store.arrangementDetails.get(contact.customerContactId);
        return {
          caseId: contact.caseId,
          AccountID: contact.AccountID,
          customerContactId: contact.customerContactId,
          customerContactStatus: contact.customerContactStatus,
          createdDate: contact.createdDate,
          paymentArrAmount: detail?.paymentArrAmount ?? null,
          form: detail?.form ?? null,
          decision: detail?.decision ?? null,
        };
      }),
  );
}

/**
 * stop-deposit: the active deposit SA goes to Pending Stop. A deposit already stopping answers
 * Success again without a second change; an account without a deposit is refused.
 */
export function stopDeposit(store: CcbStore, accountId: string): { stopped: "now" | "already" } | null {
  const deposits = store.serviceAgreements(accountId).filter((sa) => sa.saType.startsWith("DEP-"));
  const active = deposits.find((sa) => sa.status === "20");
  if (active) {
    active.status = SA_PENDING_STOP;
    return { stopped: "now" };
  }
  return deposits.some((sa) => sa.status === SA_PENDING_STOP) ? { stopped: "already" } : null;
}

/** The case still in force for an account (awaiting its form '10', or running '20'), if any. */
export function openCaseOf(store: CcbStore, accountId: string): CustomerContact | undefined {
  return store
    .customerContacts(accountId)
    .find((contact) => isPaymentArrangement(contact) && contact.customerContactStatus !== "30");
}

/** create-case: a PAYARR contact in status '10'; an account with a case in force gets that case back. */
export function createArrangementCase(
  store: CcbStore,
  request: { accountId: string; personId: string; name: string; emailAddress: string; amount: number },
  today: IsoDate,
): { contact: CustomerContact; created: boolean } {
  const existing = openCaseOf(store, request.accountId);
  if (existing) return { contact: existing, created: false };
  const contacts = store.allCustomerContacts();
  const next = (key: "customerContactId" | "caseId", start: number) =>
    String(Math.max(start - 1, ...contacts.map((c) => Number(c[key]))) + 1);
  const contact: CustomerContact = {
    customerContactId: next("customerContactId", 8_000_000_001),
    caseId: next("caseId", 7_000_000_001),
    AccountID: request.accountId,
    PersonID: request.personId,
    contactClass: "PAYARR",
    contactType: "PA-REQUEST",
    customerContactStatus: "10",
    createdDate: today,
    description: "Request for a 6-month payment arrangement",
  };
  store.addCustomerContact(contact);
  store.arrangementDetails.set(contact.customerContactId, {
    customerContactId: contact.customerContactId,
    caseId: contact.caseId,
    AccountID: request.accountId,
    paymentArrAmount: request.amount,
    name: request.name,
    emailAddress: request.emailAddress,
    form: null,
    decision: null,
  });
  return { contact, created: true };
}

/** The PAYARR contact of an id, anywhere in billing. */
export function arrangementContact(store: CcbStore, customerContactId: string): CustomerContact | undefined {
  return store
    .allCustomerContacts()
    .find((contact) => isPaymentArrangement(contact) && contact.customerContactId === customerContactId);
}

function detailOf(store: CcbStore, contact: CustomerContact): ArrangementDetail {
  const known = store.arrangementDetails.get(contact.customerContactId);
  if (known) return known;
  // A case of the fixtures (opened before this simulator ran) carries no amount.
  const detail: ArrangementDetail = {
    customerContactId: contact.customerContactId,
    caseId: contact.caseId,
    AccountID: contact.AccountID,
    paymentArrAmount: 0,
    name: "",
    emailAddress: "",
    form: null,
    decision: null,
  };
  store.arrangementDetails.set(contact.customerContactId, detail);
  return detail;
}

/** payment-arr-update-details: the signed form's metadata recorded; the case moves from '10' to '20'. */
export function recordSignedForm(
  store: CcbStore,
  contact: CustomerContact,
  form: NonNullable<ArrangementDetail["form"]>,
): void {
  detailOf(store, contact).form = form;
  if (contact.customerContactStatus === "10") contact.customerContactStatus = "20";
}

/**
 * Staff's decision on a case whose form was received: approval records the arrangement as a
 * PA-RES service agreement (active, the amount to spread); rejection closes the case ('30'). The
 * same decision again changes nothing.
 */
export function decideArrangement(
  store: CcbStore,
  contact: CustomerContact,
  decision: { outcome: "approved" | "rejected"; note: string },
  today: IsoDate,
): ArrangementDetail {
  const detail = detailOf(store, contact);
  if (detail.decision) return detail;
  let said: string | null = null;
  if (decision.outcome === "approved") {
    const sa: ServiceAgreement = {
      SAID: `PA${contact.caseId}`,
      AccountID: contact.AccountID,
      saType: "PA-RES",
      status: "20",
      startDate: today,
      currentBalance: detail.paymentArrAmount,
      payoffBalance: detail.paymentArrAmount,
    };
    store.addServiceAgreement(sa);
    // The arrears it spreads move onto it, to come back one instalment a bill (src/cycle/).
    store.cycle.arrangementApproved(sa, today);
    said = sa.SAID;
  } else {
    contact.customerContactStatus = "30";
  }
  detail.decision = { ...decision, decidedDate: today, said };
  return detail;
}
