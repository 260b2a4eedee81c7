/**
 * The usage views' tabs (WAI-ARIA Authoring Practices, "Tabs with Automatic Activation"): Month,
 * Day and Hour. One tab is in the Tab order; the arrow keys move between them and select as they go,
 * Home and End go to the first and the last; a pointer selects by clicking. The panel is labelled by
 * its tab and takes focus itself, so a keyboard reaches the chart's table next.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export const USAGE_TABS = [
  { view: "month", label: "Month" },
  { view: "day", label: "Day" },
  { view: "hour", label: "Hour" },
] as const;
export type UsageTab = (typeof USAGE_TABS)[number]["view"];

/** The tab an arrow, Home or End key moves to from `index`, or null for another key. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-t-md px-4 font-semibold ${selected ? "bg-brand-800 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`;

export function UsageTabs({
  selected,
  onSelect,
  children,
}: {
  selected: UsageTab;
  onSelect(tab: UsageTab): void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, USAGE_TABS.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(USAGE_TABS[next]?.view ?? "month");
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Usage by" className="flex gap-1 border-b border-slate-300">
        {USAGE_TABS.map((tab, index) => (
          <button
            key={tab.view}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.view}`}
            aria-selected={selected === tab.view}
            aria-controls={`${id}-panel`}
            tabIndex={selected === tab.view ? 0 : -1}
            className={tabClass(selected === tab.view)}
            onClick={() => onSelect(tab.view)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern gives a tab panel tabindex 0 so Tab from the tabs reaches it.
        tabIndex={0}
        className="space-y-3 pt-3"
      >
        {children}
      </div>
    </div>
  );
}
