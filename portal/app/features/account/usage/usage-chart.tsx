/**
 * A bar chart of usage drawn as plain SVG (no chart library to load): one bar per point, estimated
 * bars hatched lighter. The same figures are in the table beside it (WCAG 1.1.1), so the drawing is
 * hidden from screen readers.
 */
import type { UsagePoint } from "@paygpa/contract";

const HEIGHT = 160;
const BAR = 12;
const GAP = 4;

export function UsageChart({ points }: { points: readonly UsagePoint[] }) {
  const largest = Math.max(0.001, ...points.map((point) => point.kwh));
  const width = points.length * (BAR + GAP);
  return (
    <div aria-hidden="true" data-testid="usage-chart" className="overflow-hidden">
      <svg
        viewBox={`0 0 ${Math.max(width, 1)} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="presentation"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} stroke="#64748b" strokeWidth="1" />
        {points.map((point, index) => {
          const height = Math.round((point.kwh / largest) * (HEIGHT - 8));
          return (
            <rect
              key={point.start}
              x={index * (BAR + GAP) + GAP / 2}
              y={HEIGHT - 1 - height}
              width={BAR}
              height={height}
              className={point.estimated ? "fill-brand-300" : "fill-brand-700"}
            />
          );
        })}
      </svg>
      <p className="flex justify-between text-xs text-slate-700">
        <span>{points[0]?.label}</span>
        <span>{points[points.length - 1]?.label}</span>
      </p>
    </div>
  );
}
