/**
 * A scenario's starting point in the cycle (the world change `cycle-position`): the account's latest
 * bill is moved so that it is due in `dueInDays` days — its bill date, due date and bill segment move
 * together, and the bill day follows. The bill stays after the one before and not after today.
 */
import { DAYS_TO_PAY } from "@paygpa/fixtures";
import { addDays, daysBetween, type IsoDate } from "@paygpa/simulator-kit";
import { invalidRequest } from "@paygpa/simulator-kit/control-api";
import type { LoadedWorld } from "../loaded-world";
import { billDatesMoved } from "./late-notices";

export function moveLatestBill(
  loaded: LoadedWorld,
  accountId: string,
  dueInDays: unknown,
  today: IsoDate,
): void {
  if (
    typeof dueInDays !== "number" ||
    !Number.isInteger(dueInDays) ||
    dueInDays < 0 ||
    dueInDays > DAYS_TO_PAY
  ) {
    throw invalidRequest(`dueInDays must be a whole number of days from 0 to ${DAYS_TO_PAY}`);
  }
  const bills = [...(loaded.billsByAccount.get(accountId) ?? [])].sort((a, b) =>
    a.billDate.localeCompare(b.billDate),
  );
  const latest = bills.at(-1);
  if (!latest) throw invalidRequest(`Account ${accountId} has no bill to start the cycle from`);
  const shift = daysBetween(latest.dueDate, addDays(today, dueInDays));
  const billDate = addDays(latest.billDate, shift);
  const before = bills.at(-2);
  if (before && billDate <= addDays(before.billDate, 20)) {
    throw invalidRequest(
      `The bill of ${latest.billDate} cannot move that far: it would meet the bill before it`,
    );
  }
  for (const ft of loaded.transactionsByAccount.get(accountId) ?? []) {
    if (ft.FinancialTransactionType === "BS" && ft.ArrearsDate === latest.billDate) ft.ArrearsDate = billDate;
  }
  latest.billDate = billDate;
  latest.dueDate = addDays(latest.dueDate, shift);
  billDatesMoved(loaded);
}
