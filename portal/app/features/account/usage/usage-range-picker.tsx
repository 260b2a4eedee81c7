/**
 * The days a day view shows when there is no bill to pick them by (a prepaid account, decision 042):
 * From and To, shown with the button (a date typed a part at a time asks for nothing until then).
 * The BFF checks the range (92 days at most, not reversed) and says what is wrong.
 */
import { type FormEvent, useState } from "react";
import { type DateRange, DateRangeFields } from "./date-range-fields";

export type DayRange = DateRange;

export function RangePicker({ shown, onShow }: { shown: DayRange | null; onShow(range: DayRange): void }) {
  const [range, setRange] = useState<DayRange>(shown ?? { from: "", to: "" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShow(range);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-4" aria-label="Days shown">
      <DateRangeFields range={range} onChange={setRange} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md border border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Show days
      </button>
    </form>
  );
}
