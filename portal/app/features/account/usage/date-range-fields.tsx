/**
 * The From and To dates of a period, as the usage views' day range and Download My Data both ask
 * for them: two date fields, each changing its end of the period. Where they sit (a form's row, a
 * block of their own) is the caller's; the BFF checks the period either way.
 */
import { TextInput } from "../../../ui/forms";

export type DateRange = { from: string; to: string };

export function DateRangeFields({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        name="from"
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.currentTarget.value })}
      />
      <TextInput
        label="To"
        type="date"
        name="to"
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.currentTarget.value })}
      />
    </>
  );
}
