/**
 * The chart's figures as a table (its text alternative, WCAG 1.1.1): one row per bar with its kWh,
 * and whether reads were estimated or missing. In the day view each day opens its hours. On a phone
 * each row is a card (WCAG 1.4.10 Reflow).
 */
import type { UsagePoint } from "@paygpa/contract";
import { formatMoney } from "../../../lib/format";
import { Cell, RowHeader, Table } from "../../../ui/table";

/** What a bar's reads were: all read, some estimated, some missing. */
export function readsNote(point: UsagePoint): string {
  const notes: string[] = [];
  if (point.estimated) notes.push("Estimated");
  if (point.missingReads > 0)
    notes.push(`${point.missingReads} missing ${point.missingReads === 1 ? "read" : "reads"}`);
  return notes.join(", ");
}

const kwh = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 3 })} kWh`;

export function UsageTable({
  caption,
  keyLabel,
  points,
  showAmount = false,
  onOpenDay,
}: {
  caption: string;
  /** The first column's name: Bill date, Day or Hour. */
  keyLabel: string;
  points: readonly UsagePoint[];
  showAmount?: boolean;
  /** Given in the day view: a button on each day opens its hours. */
  onOpenDay?(day: string): void;
}) {
  const columns = [
    { label: keyLabel },
    { label: "Usage", numeric: true },
    ...(showAmount ? [{ label: "Usage charge", numeric: true }] : []),
    { label: "Reads" },
    ...(onOpenDay ? [{ label: "Hours" }] : []),
  ];
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-semibold text-brand-800">
        Show the chart's data as a table
      </summary>
      <Table caption={caption} columns={columns} variant="plain" cards>
        {points.map((point) => (
          <tr key={point.start} className="border-b border-slate-100">
            <RowHeader dense className="font-normal" label={keyLabel}>
              {point.label}
            </RowHeader>
            <Cell dense numeric label="Usage">
              {kwh(point.kwh)}
            </Cell>
            {showAmount ? (
              <Cell dense numeric label="Usage charge">
                {point.amount === null ? "N/A" : formatMoney(point.amount)}
              </Cell>
            ) : null}
            <Cell dense label="Reads">
              {readsNote(point)}
            </Cell>
            {onOpenDay ? (
              <Cell dense label="Hours">
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center text-brand-800 underline"
                  onClick={() => onOpenDay(point.label)}
                >
                  By hour<span className="sr-only"> on {point.label}</span>
                </button>
              </Cell>
            ) : null}
          </tr>
        ))}
      </Table>
    </details>
  );
}
