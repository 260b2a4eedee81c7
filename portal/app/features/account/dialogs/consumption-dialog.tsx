/**
 * The View Consumption dialog's content (spec 002 §4, §9): monthly kWh or bill amount over 12 months
 * with the rounded average; prepaid accounts the daily chart by period (reloaded on change) and the
 * prepaid figures. ApexCharts loads only here, in the browser; the same figures are in a table.
 * Either is the first of three tabs, then its days and hours from the meter's reads (decision 042,
 * `features/account/usage/`): a postpaid account's days by bill period, a prepaid account's by range.
 */
import { dashboardMessages, type ConsumptionChart, type PrepaidChart } from "@paygpa/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatMoney } from "../../../lib/format";
import { SelectInput } from "../../../ui/choices";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, Table } from "../../../ui/table";
import { DownloadMyData } from "../usage/usage-downloads";
import { UsageViews } from "../usage/usage-views";
import { useDialogData } from "./use-dialog-data";

const Chart = lazy(() => import("react-apexcharts"));

/**
 * The bar chart, drawn in the browser only (ApexCharts needs a window). Its text alternative is the
 * table of the same figures beside it (WCAG 1.1.1), so the drawing is hidden from screen readers and,
 * being `inert`, holds no Tab stop either (axe aria-hidden-focus: ApexCharts' SVG has focusable parts).
 */
function BarChart({ labels, values, name }: { labels: string[]; values: number[]; name: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return null;
  return (
    // React 18 has no `inert` prop: the attribute is set as a plain string.
    <div aria-hidden="true" data-testid="consumption-chart" {...{ inert: "" }}>
      <Suspense fallback={<p>Loading chart...</p>}>
        <Chart
          type="bar"
          height={260}
          series={[{ name, data: values }]}
          options={{
            // Nothing is dragged (WCAG 2.5.7): no zoom or selection by dragging; the table says the same.
            chart: {
              toolbar: { show: false },
              animations: { enabled: false },
              zoom: { enabled: false },
              selection: { enabled: false },
            },
            xaxis: { categories: labels },
          }}
        />
      </Suspense>
    </div>
  );
}

function ChartTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
        Show the chart's data as a table
      </summary>
      <Table
        caption={caption}
        columns={[{ label: "Period" }, { label: "Value", numeric: true }]}
        variant="plain"
      >
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-100">
            <RowHeader dense className="font-normal">
              {label}
            </RowHeader>
            <Cell dense numeric>
              {value}
            </Cell>
          </tr>
        ))}
      </Table>
    </details>
  );
}

export function ConsumptionBody({ accountId, prepaid }: { accountId: string; prepaid: boolean }) {
  const dataUrl = `/dashboard/accounts/${encodeURIComponent(accountId)}/usage`;
  return (
    <>
      <UsageViews
        dataUrl={dataUrl}
        month={
          prepaid ? (
            <PrepaidConsumption accountId={accountId} />
          ) : (
            <MonthlyConsumption accountId={accountId} />
          )
        }
        byRange={prepaid}
      />
      <DownloadMyData
        base={`/dashboard/accounts/${encodeURIComponent(accountId)}/usage-download`}
        dataUrl={dataUrl}
        description="Your meter's 15-minute readings for the period you choose (Green Button)."
      />
    </>
  );
}

function MonthlyConsumption({ accountId }: { accountId: string }) {
  const { answer, loading } = useDialogData<{ result: ConsumptionChart | null }>(accountId, "consumption");
  const [measure, setMeasure] = useState<"kwh" | "amount">("kwh");
  if (loading || !answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{dashboardMessages.noConsumptionChart}</StatusMessage>;
  const chart = answer.data.result;
  if (!chart) return <p role="status">{dashboardMessages.noData}</p>;
  const kwh = measure === "kwh";
  const values = kwh ? chart.totalKwhs : chart.amounts;
  const show = (value: number) => (kwh ? `${value.toLocaleString("en-US")} kWh` : formatMoney(value));
  return (
    <div className="space-y-3">
      <SelectInput
        label="Show"
        name="measure"
        value={measure}
        onChange={(event) => setMeasure(event.currentTarget.value === "amount" ? "amount" : "kwh")}
        options={[
          { value: "kwh", label: "Monthly kWh" },
          { value: "amount", label: "Monthly bill amount" },
        ]}
      />
      <p className="font-semibold">
        12-month average:{" "}
        {kwh ? `${chart.averageKwh.toLocaleString("en-US")} kWh` : formatMoney(chart.averageAmount)}
      </p>
      <BarChart labels={chart.months} values={values} name={kwh ? "kWh" : "Amount"} />
      <ChartTable
        caption={kwh ? "Monthly kWh" : "Monthly bill amount"}
        rows={chart.months.map((month, index) => [month, show(values[index] ?? 0)])}
      />
    </div>
  );
}

const PERIODS = [
  { value: "0", label: "Last 30 days (0–30 days)" },
  { value: "1", label: "31–60 days ago" },
  { value: "2", label: "61–90 days ago" },
];

function PrepaidConsumption({ accountId }: { accountId: string }) {
  const [period, setPeriod] = useState("0");
  const { answer, loading } = useDialogData<{ result: PrepaidChart }>(
    accountId,
    "consumption-prepaid",
    `period=${period}`,
  );
  const chart = answer?.ok ? answer.data.result : null;
  return (
    <div className="space-y-3">
      <SelectInput
        label="Period"
        name="period"
        value={period}
        onChange={(event) => setPeriod(event.currentTarget.value)}
        options={PERIODS}
      />
      {loading ? <p role="status">Loading...</p> : null}
      {!loading && answer && !answer.ok ? (
        <StatusMessage tone="error">{dashboardMessages.noConsumptionChart}</StatusMessage>
      ) : null}
      {!loading && chart && chart.days.length === 0 ? <p role="status">{dashboardMessages.noData}</p> : null}
      {/* The last period stays in place while the next loads (an open data table stays open). */}
      {chart && chart.days.length > 0 ? <PrepaidFigures chart={chart} /> : null}
    </div>
  );
}

function PrepaidFigures({ chart }: { chart: PrepaidChart }) {
  const money = (value: number | null) => (value === null ? "N/A" : formatMoney(value));
  const figures: [string, string][] = [
    ["Prepay Balance", money(chart.prepayBalance)],
    ["Last Payment Amount", money(chart.lastPaymentAmount)],
    ["Unpaid Balance", money(chart.unpaidBalance)],
    ["Last Day Charge", money(chart.lastDayCharge)],
    ["Last Day Usage", chart.lastDayUsage === null ? "N/A" : `${chart.lastDayUsage} kWh`],
    ["Average Daily Charge", money(chart.averageDailyCharge)],
    ["Average Daily Usage", `${chart.averageMeasuredQuantity} kWh`],
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart labels={chart.days} values={chart.kwhs} name="kWh" />
      <ChartTable
        caption="Daily kWh"
        rows={chart.days.map((day, index) => [day, `${chart.kwhs[index] ?? 0} kWh`])}
      />
    </>
  );
}
