/**
 * Late-payment notices (decision 029): the second event of each day looks at the bills whose due date
 * was the day before; one still unpaid gets a notice.
 */
import { type Bill, billStandings, type ServiceAgreement } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import type { LateNotice } from "./cycle-records";

const isElectric = (sa: ServiceAgreement) => sa.saType.startsWith("E");

function pushTo<T>(index: Map<string, T[]>, key: string, item: T): void {
  const list = index.get(key);
  if (list) list.push(item);
  else index.set(key, [item]);
}

/** The world's bills by due date, kept per bills list and extended as bills are added to it. */
const dueIndexes = new WeakMap<Bill[], { indexed: number; byDueDate: Map<IsoDate, Bill[]> }>();

/**
 * The bills due on a day. The list grows with every cycle, and scanning all of it once a day made a
 * move of years take half a minute; a bill whose due date is moved in place (`cycle-position`) calls
 * `billDatesMoved` so the index is built again.
 */
function billsDueOn(loaded: LoadedWorld, dueDate: IsoDate): Bill[] {
  const bills = loaded.world.bills;
  let index = dueIndexes.get(bills);
  if (!index || index.indexed > bills.length) {
    index = { indexed: 0, byDueDate: new Map() };
    dueIndexes.set(bills, index);
  }
  for (; index.indexed < bills.length; index.indexed += 1) {
    const bill = bills[index.indexed] as Bill;
    pushTo(index.byDueDate, bill.dueDate, bill);
  }
  return (index.byDueDate.get(dueDate) ?? []).filter((bill) => bill.dueDate === dueDate);
}

/** A bill's dates were changed in place: the due-date index is built again on its next use. */
export function billDatesMoved(loaded: LoadedWorld): void {
  dueIndexes.delete(loaded.world.bills);
}

/**
 * The day after a due date, a bill still unpaid gets a late-payment notice (CCB user guide,
 * "Overdue Processing": an overdue event sends the customer a notice), recorded as a customer
 * contact on the account too.
 */
export function sendLateNotices(
  loaded: LoadedWorld,
  day: IsoDate,
  only: ReadonlySet<string> | undefined,
  nextId: (base: number) => string,
  held: (accountId: string) => boolean = () => false,
): LateNotice[] {
  const notices: LateNotice[] = [];
  const passed = addDays(day, -1);
  // A trainee's catch-up looks at its own accounts' bills only: the world's list grows with every
  // cycle, and scanning it once a day for years of days made a trainee reset take seconds.
  const due = only
    ? [...only]
        .flatMap((accountId) => loaded.billsByAccount.get(accountId) ?? [])
        .filter((bill) => bill.dueDate === passed)
    : billsDueOn(loaded, passed);
  for (const bill of due) {
    if (held(bill.AccountID)) continue;
    const notice = lateNotice(loaded, bill, day, nextId);
    if (notice) notices.push(notice);
  }
  return notices;
}

/**
 * A bill's late-payment notice on `day`, when some of it is unpaid: the notice and its customer
 * contact. A pay plan broken today sends the notices it held back the same way (`../pay-plans/`).
 */
export function lateNotice(
  loaded: LoadedWorld,
  bill: Bill,
  day: IsoDate,
  nextId: (base: number) => string,
): LateNotice | undefined {
  const amountOverdue = unpaidOfBill(loaded, bill);
  if (amountOverdue <= 0) return undefined;
  const account = loaded.accountsById.get(bill.AccountID);
  if (!account) return undefined;
  const contact = {
    customerContactId: nextId(943_000_000_000),
    caseId: nextId(944_000_000_000),
    AccountID: bill.AccountID,
    PersonID: account.mainPersonId,
    contactClass: "GENERAL" as const,
    contactType: "LATE-NOTICE",
    customerContactStatus: "30" as const,
    createdDate: day,
    description: `Late payment notice: $${amountOverdue.toFixed(2)} of the bill of ${bill.billDate} was due on ${bill.dueDate}`,
  };
  loaded.world.customerContacts.push(contact);
  pushTo(loaded.contactsByAccount, bill.AccountID, contact);
  return {
    noticeId: nextId(942_000_000_000),
    AccountID: bill.AccountID,
    billId: bill.billId,
    dueDate: bill.dueDate,
    noticeDate: day,
    amountOverdue,
    customerContactId: contact.customerContactId,
  };
}

/** What is unpaid of a bill's new charges, payments settling the oldest bill first. */
export function unpaidOfBill(loaded: LoadedWorld, bill: Bill): number {
  const electricIds = new Set(
    (loaded.serviceAgreementsByAccount.get(bill.AccountID) ?? []).filter(isElectric).map((sa) => sa.SAID),
  );
  const transactions = (loaded.transactionsByAccount.get(bill.AccountID) ?? []).filter((ft) =>
    electricIds.has(ft.SAID),
  );
  const standing = billStandings(loaded.billsByAccount.get(bill.AccountID) ?? [], transactions).find(
    (candidate) => candidate.bill.billId === bill.billId,
  );
  return standing?.unpaid ?? 0;
}
