/**
 * The BFF's one port to the utility's billing system (Oracle CCB; the ccb-simulator offline): every
 * operation the features ask of billing, in the product's words (spec 000 §7, spec 002 §7). Features depend
 * on `BillingPort` only; an adapter implements it (today `ccbRestAdapter`: CCB's REST inbound
 * web services, Oracle's and GPA's CM ones, decision 027), and the composition root (`app.ts`)
 * chooses one at start. No billing URL or wire field name crosses this port. An adapter fails with `BillingRejected` (billing refused) or
 * `BillingUnavailable` (no useful answer) only (`billing-errors.ts`).
 */
import type {
  AccountWebUser,
  ArrangementCaseOpened,
  ArrangementFormFiled,
  BillingChange,
  DepositStop,
  PostedPayment,
  WebUserRef,
  CreatedWebUser,
  HeldWebUser,
} from "./billing-domain-writes";
import type {
  AccountHolder,
  AccountId,
  AccountTransaction,
  ArrangementCase,
  WebUserLogin,
  Bill,
  BillRoute,
  BillRouteChange,
  MonthlyUsage,
  CredentialsRecovery,
  DailyUsage,
  FinancialSummary,
  Person,
  PersonCharacteristic,
  PersonId,
  PremiseSummary,
  ServiceAgreement,
} from "./billing-domain";
import type { MeterDataBilling } from "./meter-data";
import type { BudgetBilling, DueDayBilling, PayPlanBilling } from "./programme-ports";

export type {
  Budget,
  BudgetBilling,
  BudgetBillLine,
  BudgetBillsScope,
  BudgetQuote,
  DueDayBilling,
  PayPlan,
  PayPlanBilling,
} from "./programme-ports";

export type { AccountId, PersonId } from "./billing-domain";
/** CCB's CIS division of an account ("GPA"). */
export type CisDivision = string;
/** A web user's login name in CCB. */
export type WebUsername = string;
/** CCB's customer contact id: the case a payment-arrangement request is worked under. */
export type CustomerContactId = string;

/** A web user's log-in: billing checks the password and counts the wrong ones, locking at the limit. */
export interface WebUserLoginRequest {
  username: WebUsername;
  password: string;
  /** Wrong passwords in a row after which billing locks the web user (spec 001 §4: 5). */
  wrongPasswordLimit: number;
}

export interface PaymentRequest {
  accountId: AccountId;
  /** Dollars with 2 decimals, e.g. "75.25". */
  amount: string;
  /** The card's tender type: CCV, CCM or CCD. */
  paymentSource: string;
  /** Our payment id, sent as the tender's external reference: how a lost answer is found again. */
  externalReferenceId: string;
}

export interface NewWebUser {
  personId: PersonId;
  username: WebUsername;
  password: string;
  securityQuestion: string;
  securityAnswer: string;
  /** Whether the web user may log in now; not until the sign-up is confirmed (`allowWebAccess`). */
  webAccess: "allowed" | "not-allowed";
}

/** Per phone: a number to set (empty = unchanged), `deleted` to remove it, and billing's sequence (null = new). */
export type PhoneChanges = Record<
  "home" | "mobile" | "work",
  { number: string; deleted: boolean; sequence: number | null }
>;

export interface ContactsUpdate {
  personId: PersonId;
  /** The new e-mail, or empty to keep the one on file. */
  email: string;
  phones: PhoneChanges;
}

export interface PersonDetailsUpdate {
  personId: PersonId;
  email: string;
  phones: PhoneChanges;
  securityQuestion: string;
  securityAnswer: string;
  /** The new mailing address, when the bill goes to the person's (bill address source PER). */
  address?: { street: string; city: string; postal: string; state: string };
}

export interface CustomerContactRequest {
  accountId: AccountId;
  personId: PersonId;
  contactType: "TECHNICAL" | "COMPLAINT";
  description: string;
}

export interface ArrangementCaseRequest {
  accountId: AccountId;
  personId: PersonId;
  name: string;
  emailAddress: string;
  /** The amount the customer asks to arrange: dollars with 2 decimals, e.g. "250.00". */
  amount: string;
}

/** The signed form, sent with its file (spec 002 §7 payment-arr-update-details). */
export interface SignedForm {
  customerContactId: CustomerContactId;
  /** The file itself. */
  content: Uint8Array;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The case number read from the form's barcode; empty when unreadable. */
  barcode: string;
}

/** An account's balance, bills, ledger, usage and bill route (spec 002 §7). */
export interface AccountBilling {
  financialSummary(accountId: AccountId): Promise<FinancialSummary>;
  /** The account's validation: its main person and where its bill goes. */
  validateAccount(accountId: AccountId, division: CisDivision): Promise<AccountHolder>;
  premise(accountId: AccountId): Promise<PremiseSummary>;
  /** The account's financial transactions (payments, adjustments), newest first. */
  financialTransactions(accountId: AccountId): Promise<AccountTransaction[]>;
  /** The account's bills, newest first. */
  bills(accountId: AccountId): Promise<Bill[]>;
  consumption(accountId: AccountId): Promise<MonthlyUsage[]>;
  /** A prepaid account's daily usage, oldest first. */
  prepaidUsage(accountId: AccountId): Promise<DailyUsage[]>;
  billRoute(accountId: AccountId): Promise<BillRoute>;
  updateBillRoute(accountId: AccountId, routeType: BillRoute): Promise<BillRouteChange>;
}

/** A person's details, contacts and characteristics (profile, sign-up). */
export interface PersonBilling {
  personDetails(personId: PersonId): Promise<Person>;
  /** The person's e-mail (empty = unchanged) and phones, as sign-up sends them. */
  updateContacts(request: ContactsUpdate): Promise<unknown>;
  updateDetails(request: PersonDetailsUpdate): Promise<BillingChange>;
  characteristics(personId: PersonId): Promise<PersonCharacteristic[]>;
}

/** Web self-service users: log-in, sign-up, forgotten credentials, passwords (spec 001, spec 000 §7). */
export interface WebUserBilling {
  login(request: WebUserLoginRequest): Promise<WebUserLogin>;
  checkUsername(username: WebUsername): Promise<{ taken: boolean }>;
  /**
   * The person a web user belongs to, by username (CCB's person identifier of type WEB); fails with
   * `BillingRejected` 'USERNAME_NOT_FOUND' for a name billing does not know.
   */
  webUserPerson(username: WebUsername): Promise<WebUserRef>;
  createWebUser(request: NewWebUser): Promise<CreatedWebUser>;
  /**
   * A web user created 'Not Allowed' (a sign-up awaiting confirmation) gets web access: Oracle's
   * Update Web User by its id, CM-WebUserAllow by its name for a sign-up held without one.
   */
  allowWebAccess(user: HeldWebUser): Promise<unknown>;
  /** Removes a web user that never had web access (a replaced sign-up): Delete Web User, as above. */
  removeWebUser(user: HeldWebUser): Promise<unknown>;
  forgotPassword(
    accountId: AccountId,
    division: CisDivision,
    username: WebUsername,
  ): Promise<CredentialsRecovery>;
  forgotUsername(
    accountId: AccountId,
    division: CisDivision,
    emailAddress: string,
  ): Promise<CredentialsRecovery>;
  setPassword(username: WebUsername, password: string): Promise<unknown>;
  changePassword(username: WebUsername, oldPassword: string, password: string): Promise<BillingChange>;
  /** The web users of an account's persons (spec 000 §7 search-web-user). */
  searchWebUsers(accountId: AccountId, division: CisDivision): Promise<AccountWebUser[]>;
}

/**
 * A card payment posted to the account (make-payment). Billing does not refuse a second posting of
 * the same external reference: after an attempt whose answer was lost, the caller looks the
 * reference up first (decision 007, decision 027).
 */
export interface PaymentBilling {
  makePayment(request: PaymentRequest): Promise<PostedPayment>;
  /** The payments billing holds whose tender carries this external reference (none, or the one posted). */
  paymentsByExternalReference(externalReferenceId: string): Promise<PostedPayment[]>;
}

/** Customer contacts: help requests and complaints (spec 002 §7). */
export interface CustomerContactBilling {
  createCustomerContact(
    request: CustomerContactRequest,
  ): Promise<{ customerContactId: CustomerContactId; caseId: string }>;
}

/**
 * The payment arrangement (spec 002 §7: payment-arr-list, details-payment-arr, stop-deposit,
 * create-case, payment-arr-update-details) and staff's decision on a case.
 */
export interface ArrangementBilling {
  /** The service agreements of these accounts, all in one list. */
  arrangementServiceAgreements(accountIds: AccountId[]): Promise<ServiceAgreement[]>;
  arrangementCases(accountIds: AccountId[]): Promise<ArrangementCase[]>;
  stopDeposit(accountId: AccountId): Promise<DepositStop>;
  createArrangementCase(request: ArrangementCaseRequest): Promise<ArrangementCaseOpened>;
  /** payment-arr-update-details: the signed form, with its file, on its case. */
  updateArrangementDetails(form: SignedForm): Promise<ArrangementFormFiled>;
  decideArrangementCase(request: {
    customerContactId: CustomerContactId;
    outcome: "approved" | "rejected";
    note: string;
  }): Promise<unknown>;
}

/** Everything the features ask of billing: the port every billing adapter implements. */
export interface BillingPort
  extends AccountBilling,
    PersonBilling,
    WebUserBilling,
    PaymentBilling,
    CustomerContactBilling,
    ArrangementBilling,
    PayPlanBilling,
    DueDayBilling,
    BudgetBilling,
    MeterDataBilling {}
