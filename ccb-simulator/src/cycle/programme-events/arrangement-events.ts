/**
 * The payment arrangement's next event (spec 002 §7, decision 029): the instalment its next bill
 * carries — the number, of 6, and its amount as billing computes it — on the account's next bill day.
 */
import { DAYS_TO_PAY } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import type { ProgrammeEventSource } from "./event-source";
import { nextBillDay } from "./next-bill-day";

export const arrangementEvents: ProgrammeEventSource = {
  programme: "arrangement",
  kinds: ["instalment"],
  next: (at, account) => {
    const instalment = at.cycle.nextInstalment(account.AccountID);
    const day = instalment ? nextBillDay(at, account) : null;
    if (!instalment || !day) return [];
    return [
      {
        date: day,
        AccountID: account.AccountID,
        kind: "instalment",
        description: `Instalment ${instalment.number} of ${instalment.of} ($${instalment.amount.toFixed(2)}) comes on this bill, due ${addDays(day, DAYS_TO_PAY)}`,
        amount: instalment.amount,
      },
    ];
  },
};
