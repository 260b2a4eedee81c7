/**
 * What billing answers to the product's writes, in the product's words (decision 027, decision
 * 033): a change made or refused with billing's message, a payment posted, a web user created or
 * found, an arrangement case opened or filed. The adapter maps each wire answer once
 * (`ccb-account-mapping.ts`, `ccb-rest-calls.ts`); no wire name crosses the port.
 */
import type { AccountId, BillRouteChange, PersonId } from "./billing-domain";

/**
 * A change billing made, or refused with its own message (a wrong current password, …): the same
 * answer as a bill route's change.
 */
export type BillingChange = BillRouteChange;

/** A card payment as billing holds it (make-payment, or found again by its external reference). */
export interface PostedPayment {
  paymentId: string;
  accountId: AccountId;
  /** Dollars with 2 decimals, as posted. */
  amount: string;
  /** Billing has frozen the payment: it counts on the account's balance. */
  frozen: boolean;
}

/** A web user and the person it belongs to. */
export interface WebUserRef {
  username: string;
  personId: PersonId;
}

/**
 * A web user the BFF holds for its sign-up: its login name and Oracle's web user id, which
 * CM-WebUserAdd answers and Update / Delete Web User take; null for a sign-up held before the BFF
 * kept the id (its web access goes through the CM operations, docs/ccb-go-live.md).
 */
export interface HeldWebUser {
  username: string;
  webUserId: string | null;
}

/** A web user just created: whose it is and its Oracle web user id. */
export interface CreatedWebUser extends WebUserRef {
  webUserId: string;
}

/** A web user of an account's persons, as the back office's password reset lists them (spec 000 §7). */
export interface AccountWebUser extends WebUserRef {
  fullName: string;
}

/** A stop-deposit answered: stopped now, or already stopped before. */
export interface DepositStop {
  alreadyStopped: boolean;
}

/** A payment-arrangement case opened (create-case): its case and customer contact, and the contact's status. */
export interface ArrangementCaseOpened {
  /** False when the account already had this case open (a retry). */
  created: boolean;
  caseId: string;
  customerContactId: string;
  customerContactStatus: string;
}

/** The signed form filed on its case (payment-arr-update-details): the customer contact's new status. */
export interface ArrangementFormFiled {
  customerContactStatus: string;
}
