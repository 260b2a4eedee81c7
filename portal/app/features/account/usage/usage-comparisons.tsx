/**
 * This period against the last one and against the same period a year before, and the BFF's plain
 * words for the change ("You used 18% more than in the same period last year; most of the difference
 * is on weekday afternoons.").
 */
import type { UsageViewAnswer } from "@paygpa/contract";

type Comparison = UsageViewAnswer["result"]["comparisons"][number];

const AGAINST = {
  "last-period": "the last bill period",
  "last-year": "the same period last year",
  "days-before": "the same number of days before",
} as const;

/** "12% more than the last bill period (812 kWh)". */
export function comparisonText(comparison: Comparison): string {
  const kwh = `${comparison.kwh.toLocaleString("en-US", { maximumFractionDigits: 3 })} kWh`;
  const change = comparison.changePercent;
  const how = change === 0 ? "The same as" : `${Math.abs(change)}% ${change > 0 ? "more" : "less"} than`;
  return `${how} ${AGAINST[comparison.against]} (${kwh})`;
}

export function UsageComparisons({
  comparisons,
  explanation,
}: {
  comparisons: readonly Comparison[];
  explanation: string | null;
}) {
  if (comparisons.length === 0 && !explanation) return null;
  return (
    <section aria-label="Compared with other periods" className="rounded-md bg-brand-50 p-3 text-sm">
      {comparisons.length > 0 ? (
        <ul className="list-disc pl-5">
          {comparisons.map((comparison) => (
            <li key={comparison.against}>{comparisonText(comparison)}</li>
          ))}
        </ul>
      ) : null}
      {explanation ? <p className="mt-1 font-semibold">{explanation}</p> : null}
    </section>
  );
}
