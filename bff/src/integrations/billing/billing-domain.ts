/**
 * The port's answers in the product's words (decision 027): what billing knows of a person, an
 * account's financial transactions, its service agreements, as the features read them. The adapter
 * maps billing's wire answers to these once (`ccb-rest-mapping.ts`); no wire name crosses the port
 * (`wire-names.ts`, checked by tests/billing-wire-names.test.ts).
 */
/** CCB's AccountID: one customer account (10 digits), the key of every account-scoped call. */
export type AccountId = string;

/** CCB's PersonID: the person a web user belongs to (names, e-mail, phones, characteristics). */
export type PersonId = string;

/** The three phones the product knows a person by (spec 001 §3, spec 002 §6). */
export type PhoneKind = "home" | "mobile" | "work";

export interface PersonPhone {
  kind: PhoneKind;
  number: string;
  /** Billing's sequence of this phone among the person's phones (what an update names). */
  sequence: number;
}

/** A person as billing holds them: name, e-mail, mailing address, phones, security question. */
export interface Person {
  personId: PersonId;
  /** Billing's name, in capitals and "LAST,FIRST MIDDLE" order (`displayName` turns it round). */
  name: string;
  /** Null or empty when billing has none. */
  email: string | null;
  /** The person's mailing address. */
  address: { street: string; city: string; state: string; postal: string; country: string };
  /** Home, mobile and work phones (other kinds billing may hold are not the product's). */
  phones: PersonPhone[];
  /** The security questions on file: billing's code (`characteristicValue`) and its text. */
  securityQuestions: { characteristicValue: string; description: string }[];
}

/** One financial transaction of an account (a bill, a payment, an adjustment), newest first. */
export interface AccountTransaction {
  transactionId: string;
  accountId: AccountId;
  /** YYYY-MM-DD */
  arrearsDate: string;
  /** Dollars; a payment is negative (it lowers the balance). */
  amount: number;
  /** Billing's transaction type: 'BS' bill, 'PS' payment, 'AD' adjustment … */
  type: string;
}

/**
 * A forgotten-credentials look-up (spec 001 §5): the web user, the person's e-mail, and the
 * security question with the answer on file (the BFF keeps only a hash of it). Null where billing
 * holds none.
 */
export interface CredentialsRecovery {
  username: string;
  email: string | null;
  /** The person the question belongs to. */
  personId: PersonId | null;
  securityQuestion: string | null;
  securityAnswer: string | null;
}

/**
 * One service agreement of an account, as the payment arrangement reads it (spec 002 §7
 * payment-arr-list): its type ('E…' electric, 'DEP-…' deposit), its status ('20' active) and its
 * balances in dollars (negative = a credit).
 */
export interface ServiceAgreement {
  accountId: AccountId;
  serviceType: string;
  status: string;
  currentBalance: number;
  payoffBalance: number;
}

/**
 * Who holds an account and where its bill goes (account validation, spec 001 §4): the main person,
 * the bill address source ('PER' the person's address, 'PREM' the premise's, 'ACOV' the account's
 * override address), and whether the person already has a web user.
 */
export interface AccountHolder {
  accountId: AccountId;
  personId: PersonId;
  billAddressSource: string;
  webAccess: boolean;
  /** The account's own mailing address (source 'ACOV'); null when it has none. */
  overrideAddress: { street: string; city: string; state: string; postal: string } | null;
}

/** One bill of an account (Oracle's Search Bills), newest first; amounts in dollars. */
export interface Bill {
  billId: string;
  /** YYYY-MM-DD: the day the bill was cut. */
  billDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** What the bill asks in all: its new charges and the arrears before it. */
  total: number;
  /** What this bill's own period costs. */
  charges: number;
  /** What was owed before this bill. */
  arrears: number;
}

/** One month of an account's usage (the Consumption chart): YYYY-MM, kilowatt-hours, dollars. */
export interface MonthlyUsage {
  month: string;
  kwh: number;
  amount: number;
}

/** Where an account's bill goes: by post, or online only (paperless). */
export type BillRoute = "POSTAL" | "ONLINE";

/** Billing's answer to a change of bill route: done, or not with billing's own message. */
export interface BillRouteChange {
  changed: boolean;
  message: string;
}

/** An account a web user may see, as billing lists it at log-in (spec 001 §3). */
export interface HeldAccount {
  accountId: AccountId;
  personId: PersonId;
  /** The premise's address, "address, city, state, postal". */
  premise: string;
  /** 'RESID' residential; any other class is commercial. */
  customerClass: string;
}

/** A payment-arrangement case billing holds on one of the accounts (its contact status '10': pending). */
export interface ArrangementCaseRef {
  caseId: string;
  accountId: AccountId;
  customerContactId: string;
  customerContactStatus: string;
}

/** A web user's log-in as billing answers it: refused with its message, or the person and accounts. */
export interface WebUserLogin {
  succeeded: boolean;
  /** Billing's message (why it refused, or its greeting). */
  message: string;
  personId: PersonId | null;
  postpaid: HeldAccount[];
  prepaid: HeldAccount[];
  arrangementCases: ArrangementCaseRef[];
}

/** A payment-arrangement case in full (payment-arr-list): its reference and the amount arranged. */
export interface ArrangementCase extends ArrangementCaseRef {
  /** Dollars; null until the case names one. */
  amount: number | null;
}

/**
 * One dated characteristic of a person as the profile shows its history (the old e-mail, the
 * security question and answer): billing's type code, the day it took effect, its free-text value
 * (an answer comes masked) and its coded value.
 */
export interface PersonCharacteristic {
  type: string;
  effectiveDate: string;
  adhocValue: string;
  value: string;
}

/** One age band of what an account owes, as billing labels it ("Current", "Over 30 days" …); dollars. */
export interface ArrearsBand {
  label: string;
  amount: number;
}

/**
 * An account's standing, as the dashboard, every payment, AutoPay and the arrangement read it (spec
 * 002 §7: the account's financial summary): who holds it, where it is, what it owes and how it may
 * pay. Dollars throughout; a negative balance is a credit.
 */
export interface FinancialSummary {
  accountId: AccountId;
  /** The account's main person. */
  personId: PersonId;
  /** The main person's name as billing holds it ("LAST,FIRST MIDDLE"; `displayName` turns it round). */
  holderName: string;
  /** The premise's address, "address, city, state, postal". */
  premise: string;
  /** Postpaid (billed each month) or prepaid (a balance drawn down day by day). */
  kind: "postpaid" | "prepaid";
  currentBalance: number;
  payoffBalance: number;
  arrears: ArrearsBand[];
  /** The latest bill's dates (YYYY-MM-DD); null when the account has no bill yet. */
  latestBill: { billDate: string; dueDate: string } | null;
  /** The main person's e-mail; null or empty when billing has none. */
  email: string | null;
  /** Billing takes no card payment on this account (spec 002 §4: cash only). */
  cashOnly: boolean;
  /** 'RESID' residential; any other class is commercial. */
  customerClass: string;
  /** A prepaid account's prepaid service agreement: its id, balance and what it still owes. */
  prepaid: { serviceAgreementId: string; balance: number; unpaidBalance: number } | null;
}

/** Where an account's service is and who holds it (the premise read). */
export interface PremiseSummary {
  /** Billing's premise id (the outage system knows the premise by it), or null when billing names none. */
  premiseId: string | null;
  /** "address, city, state, postal" */
  address: string;
  /** The holder's name as billing holds it ("LAST,FIRST MIDDLE"). */
  holderName: string;
}

/** One day of a prepaid account's usage: YYYY-MM-DD, kilowatt-hours, dollars drawn. */
export interface DailyUsage {
  date: string;
  kwh: number;
  charge: number;
}
