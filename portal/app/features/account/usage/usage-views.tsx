/**
 * The month, day and hour views of an account's usage (decision 042), the same for the
 * customer and for the back office: each view is the BFF's answer (a few dozen bars worked out there
 * from the meter's reads), drawn as a chart with its table. The day view picks a bill period and says
 * how it compares with the last period and the same period a year before, in plain words.
 */
import type { UsageViewAnswer } from "@paygpa/contract";
import { type ReactNode, useState } from "react";
import { SelectInput } from "../../../ui/choices";
import { StatusMessage, TextInput } from "../../../ui/forms";
import { useDialogDataAt } from "../dialogs/use-dialog-data";
import { UsageChart } from "./usage-chart";
import { UsageComparisons } from "./usage-comparisons";
import { type DayRange, RangePicker } from "./usage-range-picker";
import { UsageTable } from "./usage-table";
import { type UsageTab, UsageTabs } from "./usage-tabs";

type View = UsageViewAnswer["result"];
const FAILED = "Your usage could not be loaded. Please try again later.";

/** The BFF's view at `dataUrl` with the query, and what to show while it loads or when it fails. */
function useUsageView(dataUrl: string, query: Record<string, string | null>) {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return useDialogDataAt<{ result: View }>(`${dataUrl}?${search}`);
}

function Loaded({
  state,
  children,
}: {
  state: ReturnType<typeof useUsageView>;
  children(view: View): ReactNode;
}) {
  const { answer, loading } = state;
  if (loading || !answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{answer.message || FAILED}</StatusMessage>;
  return <>{children(answer.data.result)}</>;
}

const totalOf = (view: View) =>
  `Total: ${view.totalKwh.toLocaleString("en-US", { maximumFractionDigits: 3 })} kWh`;

/** The bill periods as billed (the back office's month view; the customer's is spec 002's chart). */
export function MonthView({ dataUrl }: { dataUrl: string }) {
  const state = useUsageView(dataUrl, { view: "month" });
  return (
    <Loaded state={state}>
      {(view) => (
        <>
          <h3 className="font-semibold">{view.title}</h3>
          <UsageChart points={view.points} />
          <UsageTable caption={view.title} keyLabel="Bill date" points={view.points} showAmount />
        </>
      )}
    </Loaded>
  );
}

function DayView({
  dataUrl,
  billId,
  onBill,
  onOpenDay,
}: {
  dataUrl: string;
  billId: string | null;
  onBill(billId: string): void;
  onOpenDay(day: string): void;
}) {
  const state = useUsageView(dataUrl, { view: "day", billId });
  return (
    <Loaded state={state}>
      {(view) => (
        <>
          <SelectInput
            label="Bill period"
            name="billId"
            value={billId ?? view.periods[0]?.billId ?? ""}
            onChange={(event) => onBill(event.currentTarget.value)}
            options={view.periods.map((period) => ({
              value: period.billId,
              label: `Bill of ${period.billDate}`,
            }))}
          />
          <h3 className="font-semibold">{view.title}</h3>
          <p>{totalOf(view)}</p>
          <UsageComparisons comparisons={view.comparisons} explanation={view.explanation} />
          <UsageChart points={view.points} />
          <UsageTable caption={view.title} keyLabel="Day" points={view.points} onOpenDay={onOpenDay} />
        </>
      )}
    </Loaded>
  );
}

/** The day view of a range of days (a prepaid account's): the last 30 with readings until others are chosen. */
function RangeDayView({
  dataUrl,
  range,
  onRange,
  onOpenDay,
}: {
  dataUrl: string;
  range: DayRange | null;
  onRange(range: DayRange): void;
  onOpenDay(day: string): void;
}) {
  const state = useUsageView(dataUrl, { view: "day", from: range?.from ?? null, to: range?.to ?? null });
  const shown = range ?? (state.answer?.ok ? state.answer.data.result.range : null);
  return (
    <>
      <RangePicker key={shown ? `${shown.from}:${shown.to}` : "latest"} shown={shown} onShow={onRange} />
      <Loaded state={state}>
        {(view) => (
          <>
            <h3 className="font-semibold">{view.title}</h3>
            <p>{totalOf(view)}</p>
            <UsageComparisons comparisons={view.comparisons} explanation={view.explanation} />
            <UsageChart points={view.points} />
            <UsageTable caption={view.title} keyLabel="Day" points={view.points} onOpenDay={onOpenDay} />
          </>
        )}
      </Loaded>
    </>
  );
}

function HourView({
  dataUrl,
  date,
  onDate,
}: {
  dataUrl: string;
  date: string | null;
  onDate(date: string): void;
}) {
  const state = useUsageView(dataUrl, { view: "hour", date });
  return (
    <>
      <TextInput
        label="Day"
        type="date"
        name="date"
        value={date ?? ""}
        hint="Empty: the latest day with readings."
        onChange={(event) => {
          if (event.currentTarget.value) onDate(event.currentTarget.value);
        }}
      />
      <Loaded state={state}>
        {(view) => (
          <>
            <h3 className="font-semibold">{view.title}</h3>
            <p>{totalOf(view)}</p>
            <UsageChart points={view.points} />
            <UsageTable caption={view.title} keyLabel="Hour" points={view.points} />
          </>
        )}
      </Loaded>
    </>
  );
}

/**
 * The three views as tabs. `month` is the month panel when the screen has its own (the customer's
 * spec 002 chart with the 12-month average, or a prepaid account's spec 002 daily chart and figures);
 * otherwise the bill periods from the same BFF view. `byRange`: the day view's days are chosen
 * From and To instead of by bill period (a prepaid account has no bills).
 */
export function UsageViews({
  dataUrl,
  month,
  byRange = false,
}: {
  dataUrl: string;
  month?: ReactNode;
  byRange?: boolean;
}) {
  const [tab, setTab] = useState<UsageTab>("month");
  const [billId, setBillId] = useState<string | null>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const openDay = (day: string) => {
    setDate(day);
    setTab("hour");
  };
  return (
    <UsageTabs selected={tab} onSelect={setTab}>
      {tab === "month" ? (month ?? <MonthView dataUrl={dataUrl} />) : null}
      {tab === "day" && byRange ? (
        <RangeDayView dataUrl={dataUrl} range={range} onRange={setRange} onOpenDay={openDay} />
      ) : null}
      {tab === "day" && !byRange ? (
        <DayView dataUrl={dataUrl} billId={billId} onBill={setBillId} onOpenDay={openDay} />
      ) : null}
      {tab === "hour" ? <HourView dataUrl={dataUrl} date={date} onDate={setDate} /> : null}
    </UsageTabs>
  );
}
