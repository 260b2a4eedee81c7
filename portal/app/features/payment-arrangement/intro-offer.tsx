import { formatMoney } from "../../lib/format";
import { Cell, RowHeader, Table } from "../../ui/table";
import type { ArrangementDraft } from "./arrangement-texts";

/** The intro's offer (spec 002 §2 'Intro'): the total owed, the 6-month terms, the example, the warning. */
export function IntroOffer({ draft }: { draft: ArrangementDraft }) {
  const total = draft.total.toFixed(2);
  const monthly = draft.monthlyAmount ?? 0;
  return (
    <div className="space-y-4 text-slate-800">
      <p className="text-lg font-semibold">You currently owe $ {total} on your combined accounts.</p>
      <p>
        To help our customers through the hardships of the pandemic, GPA offers a 6-month payment arrangement
        on your residential electric balance.
      </p>
      <Table
        caption="Your balance"
        cards
        columns={[
          { label: "Current Balance to Date", numeric: true },
          { label: "Applied Deposit", numeric: true },
          { label: "Additional Payment Today", numeric: true },
          { label: "Eligible for Payment Arrangement", numeric: true },
        ]}
      >
        <tr className="border-b">
          <RowHeader label="Current Balance to Date" className="text-right">
            {formatMoney(draft.total)}
          </RowHeader>
          <Cell label="Applied Deposit" numeric>
            0.00
          </Cell>
          <Cell label="Additional Payment Today" numeric>
            0.00
          </Cell>
          <Cell label="Eligible for Payment Arrangement" numeric>
            {formatMoney(draft.total)}
          </Cell>
        </tr>
      </Table>
      <p>
        The arrangement has a fixed term of 6 months. Your monthly amount is the total divided by 6 (
        {formatMoney(monthly)}
        ), added to each of your next six statements. For example, with $200.00 of consumption in a month,
        your total due that month is $200.00 + {formatMoney(monthly)} = {formatMoney(200 + monthly)}.
      </p>
      <p className="rounded-md border-l-4 border-danger-700 bg-danger-50 px-4 py-3 text-danger-800">
        Failure to abide by the payment arrangement may result in the disconnection of your electric service.
        For a plan suited to your situation, please contact GPA Customer Service.
      </p>
    </div>
  );
}
