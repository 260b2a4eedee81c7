/**
 * The preferred due date as CCB does it (decision 047): an account's bills are cut by its **bill
 * cycle** (CCB user guide, "Bill Cycle": the account's bill cycle controls when its bills are
 * produced), and a bill cycle's dates are its **bill cycle schedule**, a list of window dates the
 * utility sets (Business User Guide, "Window Billing And The Bill Cycle Schedule"). GPA's CCB team
 * configures one monthly cycle per due day, `DUE01` … `DUE28`, whose schedule's window falls
 * `DAYS_TO_PAY` days (the customer class's days to pay, decision 029) before that day of each month,
 * so every bill cut in it is due on that day. Changing the day is changing the account's bill cycle
 * (Oracle's Update Account, `PUT /customer/v-model/accounts/{accountId}`, `billCycle`).
 *
 * The bill is **moved, not pro-rated**: a CCB bill segment runs from the end of the one before to the
 * new cut (Business User Guide, "Bill Frequency - Bill Cycle vs Bill Segment Duration": the segment's
 * duration is the days between reads, not the cycle's), so the first bill under the new cycle simply
 * covers a longer or shorter period. Bills already cut keep their dates. The first window is the one
 * after the day of the change, at least `DAYS_TO_PAY` days after the latest bill (so that bill is due
 * before the next one is cut) and in a later month than it (the simulator bills usage by month).
 */
import { DAYS_TO_PAY } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";

/** The due days GPA configures a bill cycle for (every month has them). */
export const FIRST_DUE_DAY = 1;
export const LAST_DUE_DAY = 28;
const CODE = /^DUE(\d{2})$/;

/** The bill cycle whose bills are due on `dueDay`: `DUE01` … `DUE28`. */
export const dueDayCycle = (dueDay: number): string => `DUE${String(dueDay).padStart(2, "0")}`;

/** The due day of a `DUEnn` bill cycle, or null for any other code. */
export function dueDayOfCycle(code: string): number | null {
  const match = CODE.exec(code);
  const day = match ? Number(match[1]) : Number.NaN;
  return day >= FIRST_DUE_DAY && day <= LAST_DUE_DAY ? day : null;
}

/** The bill cycle the fixtures' accounts are on: monthly, cut on their bill day (`MON05`). */
export const monthlyCycle = (billDay: number): string => `MON${String(billDay).padStart(2, "0")}`;

function dueDateIn(year: number, monthIndex: number, dueDay: number): IsoDate {
  return new Date(Date.UTC(year, monthIndex, dueDay)).toISOString().slice(0, 10);
}

/**
 * The first window of the `dueDay` cycle's schedule that an account changing on `changedOn`, its
 * latest bill cut on `latestBillDate`, bills on: its bill date and due date.
 */
export function firstWindow(
  dueDay: number,
  changedOn: IsoDate,
  latestBillDate: IsoDate | undefined,
): { billDate: IsoDate; dueDate: IsoDate } {
  const year = Number(changedOn.slice(0, 4));
  const month = Number(changedOn.slice(5, 7)) - 1;
  const earliest = latestBillDate ? addDays(latestBillDate, DAYS_TO_PAY) : addDays(changedOn, 1);
  for (let ahead = 0; ; ahead += 1) {
    const dueDate = dueDateIn(year, month + ahead, dueDay);
    const billDate = addDays(dueDate, -DAYS_TO_PAY);
    const laterMonth = !latestBillDate || billDate.slice(0, 7) > latestBillDate.slice(0, 7);
    if (billDate > changedOn && billDate >= earliest && laterMonth) return { billDate, dueDate };
  }
}

/** An account's change of bill cycle to a due-day cycle, as billing keeps it. */
export interface BillCycleChange {
  accountId: string;
  billCycle: string;
  dueDay: number;
  changedOn: IsoDate;
}

/** The accounts moved to a due-day cycle (the others stay on their fixtures' monthly cycle). */
export class BillCycleChanges {
  private readonly changes = new Map<string, BillCycleChange>();

  reset(): void {
    this.changes.clear();
  }

  /** A trainee reset: these accounts are back on their fixtures' monthly cycles. */
  forget(accountIds: ReadonlySet<string>): void {
    for (const accountId of accountIds) this.changes.delete(accountId);
  }

  of(accountId: string): BillCycleChange | undefined {
    return this.changes.get(accountId);
  }

  change(accountId: string, dueDay: number, changedOn: IsoDate): BillCycleChange {
    const change = { accountId, billCycle: dueDayCycle(dueDay), dueDay, changedOn };
    this.changes.set(accountId, change);
    return change;
  }

  /**
   * Whether `day` is a window of the account's due-day cycle for its next bill (undefined when the
   * account is not on one): the first window after the change, then one each month.
   */
  isWindow(accountId: string, day: IsoDate, latestBillDate: IsoDate | undefined): boolean | undefined {
    const change = this.changes.get(accountId);
    if (!change) return undefined;
    const from = latestBillDate && latestBillDate > change.changedOn ? latestBillDate : change.changedOn;
    return firstWindow(change.dueDay, from, latestBillDate).billDate === day;
  }
}
