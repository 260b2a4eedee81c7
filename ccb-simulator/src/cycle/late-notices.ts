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
): LateNotice[] {
  const notices: LateNotice[] = [];
  const passed = addDays(day, -1);
  const due = loaded.world.bills.filter(
    (bill) => bill.dueDate === passed && (!only || only.has(bill.AccountID)),
  );
  for (const bill of due) {
    const amountOverdue = unpaidOfBill(loaded, bill);
    if (amountOverdue <= 0) continue;
    const account = loaded.accountsById.get(bill.AccountID);
    if (!account) continue;
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
    notices.push({
      noticeId: nextId(942_000_000_000),
      AccountID: bill.AccountID,
      billId: bill.billId,
      dueDate: bill.dueDate,
      noticeDate: day,
      amountOverdue,
      customerContactId: contact.customerContactId,
    });
  }
  return notices;
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
