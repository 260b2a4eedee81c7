/**
 * A feature's report screen (payment extensions, due date changes, outage calls and alerts, budget
 * billing): its filters in a GET form (every field labelled, its error beside it and announced), the
 * count, the 'Export CSV' button, one page of rows the BFF paged (the first column the row's header),
 * Previous / Next, and the empty state. Each screen gives only its own filters and columns.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Refusal } from "../../lib/refusal.server";
import { StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../ui/table";
import { ExportButton } from "./export-button";

export type ReportFilter =
  | { kind: "date" | "text"; name: string; label: string; numeric?: boolean }
  | {
      kind: "choice";
      name: string;
      label: string;
      any: string;
      options: readonly { value: string; label: string }[];
    };

export type ReportColumn<Row> = { label: string; numeric?: boolean; cell: (row: Row) => ReactNode };

type ReportPage<Row> = { rows: Row[]; total: number; page: number; pages: number };

const fieldStyle = "h-11 rounded-md border border-slate-500 px-2";

function FilterField({
  field,
  id,
  value,
  error,
}: {
  field: ReportFilter;
  id: string;
  value: string;
  error?: string;
}) {
  const errorId = `${id}-error`;
  const described = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {field.label}
      </label>
      {field.kind === "choice" ? (
        <select id={id} name={field.name} defaultValue={value} className={fieldStyle} {...described}>
          <option value="">{field.any}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.kind}
          defaultValue={value}
          inputMode={field.numeric ? "numeric" : undefined}
          className={fieldStyle}
          {...described}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ReportRows<Row>(props: {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  const [head, ...rest] = props.columns;
  return (
    <ScrollBox label={props.label}>
      <Table caption={props.label} columns={props.columns} variant="plain">
        {props.rows.map((row, index) => (
          <tr key={props.rowKey(row, index)} className="border-b border-slate-100">
            {head ? (
              <RowHeader dense label={head.label} className="font-normal">
                {head.cell(row)}
              </RowHeader>
            ) : null}
            {rest.map((column) => (
              <Cell key={column.label} dense label={column.label} numeric={column.numeric}>
                {column.cell(row)}
              </Cell>
            ))}
          </tr>
        ))}
      </Table>
    </ScrollBox>
  );
}

export function ReportScreen<Row>(props: {
  title: string;
  /** Prefix of the fields' ids, unique to the screen. */
  idPrefix: string;
  words: {
    filter: string;
    show: string;
    none: string /** The count's words: one match, several. */;
    matches: { one: string; many: string };
    pages: string;
  };
  fields: readonly ReportFilter[];
  filters: Record<string, string>;
  refusal: Refusal | null;
  report: ReportPage<Row> | null;
  exportPath: string;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  const { report, refusal, words } = props;
  const query = new URLSearchParams(Object.entries(props.filters).filter(([, value]) => value)).toString();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(page) })}`;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{props.title}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label={words.filter}>
        {props.fields.map((field) => (
          <FilterField
            key={field.name}
            field={field}
            id={`${props.idPrefix}-${field.name}`}
            value={props.filters[field.name] ?? ""}
            error={refusal?.fieldErrors[field.name]?.[0]}
          />
        ))}
        <button type="submit" className="button-primary h-11">
          {words.show}
        </button>
      </Form>
      {refusal ? (
        <StatusMessage tone="error">
          {refusal.formErrors[0] ?? Object.values(refusal.fieldErrors)[0]?.[0]}
        </StatusMessage>
      ) : null}
      {report && report.total === 0 ? <p role="status">{words.none}</p> : null}
      {report && report.total > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" role="status">
              {report.total.toLocaleString("en-US")}{" "}
              {report.total === 1 ? words.matches.one : words.matches.many}
            </p>
            <ExportButton href={`${props.exportPath}?${query}`} />
          </div>
          <ReportRows label={props.title} columns={props.columns} rows={report.rows} rowKey={props.rowKey} />
          <nav aria-label={words.pages} className="flex gap-3 text-sm">
            {report.page > 1 ? <Link to={pageHref(report.page - 1)}>Previous</Link> : null}
            <span>
              Page {report.page} of {report.pages}
            </span>
            {report.page < report.pages ? <Link to={pageHref(report.page + 1)}>Next</Link> : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}
