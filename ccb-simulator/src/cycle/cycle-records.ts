/** What the billing cycle records as it runs, kept until the next reset (the control API lists it). */
import type { IsoDate } from "@paygpa/simulator-kit";
import type { BudgetLine } from "../budgets/budgets";

/** A late-payment notice: a bill's due date passed with part of it unpaid. */
export interface LateNotice {
  noticeId: string;
  AccountID: string;
  billId: string;
  dueDate: IsoDate;
  /** The day it went out: the day after the due date. */
  noticeDate: IsoDate;
  /** What was still unpaid of that bill. */
  amountOverdue: number;
  /** The customer contact billing recorded for it. */
  customerContactId: string;
}

/** A bill the cycle issued, with its bill segments. */
export interface IssuedBill {
  billId: string;
  AccountID: string;
  billDate: IsoDate;
  dueDate: IsoDate;
  kwh: number;
  /** The electric service agreement's bill segment: the period's usage. */
  usageCharge: number;
  /** A running payment arrangement's instalment on this bill (1 to 6), if any. */
  instalment: { SAID: string; number: number; of: 6; amount: number } | null;
  newCharges: number;
  /** On budget billing: the budget amount due and the actual charges (decision 043), else null. */
  budget: BudgetLine | null;
  /** What was owed when the bill was cut. */
  previousArrears: number;
  totalAmount: number;
}

/** Budget billing's coming events (decision 043, `../budgets/budget-events.ts`). */
export type BudgetEventKind = "budget-review" | "budget-true-up" | "budget-settlement";

/** One event of the cycle, past or coming. */
export interface CycleEvent {
  date: IsoDate;
  AccountID: string;
  /** The programme whose event it is (decision 048): billing's own, or a programme's on the account. */
  programme: "billing" | "arrangement" | "extension" | "due-date" | "budget";
  kind:
    | "bill"
    | "due-date"
    | "late-notice"
    | "prepaid-usage"
    | "instalment"
    | "extension-promise"
    | "extension-break"
    | "due-day-change"
    | BudgetEventKind;
  /** In words, for the console. */
  description: string;
  amount?: number;
}
