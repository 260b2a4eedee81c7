/**
 * When a payment arrangement's instalment is due (decision 039), as a pure function of the
 * approved arrangement, the account's bills and today (the utility's calendar). An approved
 * arrangement adds its balance "in six equal parts to your next six bills" (the approval mail's
 * words): the instalments are the first six bills cut after the day of approval, each due on its
 * bill's due date. Its text goes from 3 days before that date until the date (as "due soon"), once
 * per instalment: the answer's occasion names the instalment.
 */
import { DUE_SOON_DAYS } from "./notice-rules";

export const INSTALMENTS = 6;

export interface ApprovedArrangement {
  /** The Guam day the signed form was approved (YYYY-MM-DD). */
  approvedDay: string;
  /** What the case spreads over the six bills, in cents. */
  amountCents: number;
}

export interface InstalmentDue {
  /** 1 to 6. */
  number: number;
  dueDate: string;
  amountCents: number;
  /** The instalment's natural key: one text per instalment. */
  occasion: string;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Instalment `number`'s share: equal parts in whole cents, the last one taking what is left. */
export function instalmentCents(amountCents: number, number: number): number {
  const part = Math.floor(amountCents / INSTALMENTS);
  return number === INSTALMENTS ? amountCents - part * (INSTALMENTS - 1) : part;
}

/** The instalment whose text is due today, or null (none, not yet, or after the sixth). */
export function instalmentDue(
  arrangement: ApprovedArrangement,
  bills: readonly { billDate: string; dueDate: string }[],
  today: string,
): InstalmentDue | null {
  if (arrangement.amountCents <= 0) return null;
  const instalmentBills = bills
    .filter((bill) => bill.billDate > arrangement.approvedDay)
    .sort((a, b) => a.billDate.localeCompare(b.billDate))
    .slice(0, INSTALMENTS);
  for (const [index, bill] of instalmentBills.entries()) {
    if (bill.billDate > today) break;
    if (today >= addDays(bill.dueDate, -DUE_SOON_DAYS) && today <= bill.dueDate) {
      const number = index + 1;
      return {
        number,
        dueDate: bill.dueDate,
        amountCents: instalmentCents(arrangement.amountCents, number),
        occasion: `instalment-${number}-${bill.dueDate}`,
      };
    }
  }
  return null;
}
