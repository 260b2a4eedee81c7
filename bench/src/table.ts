/**
 * One row per figure: its value, the reference measured in the same run, their ratio and the
 * target (bench/README.md). Pure: `judge` decides whether a target is met, `renderTable` prints.
 */
import { ratio } from "./stats";

/** What a figure is held to: its ratio to the reference (at most / at least), or its value. */
export type Target =
  | { kind: "ratio-at-most"; limit: number }
  | { kind: "ratio-at-least"; limit: number }
  | { kind: "value-at-least"; limit: number }
  | { kind: "value-at-most"; limit: number }
  | { kind: "none" };

export interface Row {
  figure: string;
  value: number | null;
  unit: string;
  reference: number | null;
  /** What the reference is ("billing round trip", "bare Remix"). */
  referenceLabel: string;
  target: Target;
}

export interface JudgedRow extends Row {
  ratio: number | null;
  /** true: target met; false: missed; null: no target, or nothing measured. */
  met: boolean | null;
}

export function judge(row: Row): JudgedRow {
  const rowRatio = ratio(row.value, row.reference);
  const { target } = row;
  const against = (figure: number | null, ok: (figure: number) => boolean) =>
    figure === null || !Number.isFinite(figure) ? null : ok(figure);
  let met: boolean | null = null;
  if (target.kind === "ratio-at-most") met = against(rowRatio, (r) => r <= target.limit);
  if (target.kind === "ratio-at-least") met = against(rowRatio, (r) => r >= target.limit);
  if (target.kind === "value-at-least") met = against(row.value, (v) => v >= target.limit);
  if (target.kind === "value-at-most") met = against(row.value, (v) => v <= target.limit);
  return { ...row, ratio: rowRatio, met };
}

export function describeTarget(target: Target): string {
  switch (target.kind) {
    case "ratio-at-most":
      return `≤ ${target.limit}×`;
    case "ratio-at-least":
      return `≥ ${target.limit}×`;
    case "value-at-least":
      return `≥ ${target.limit}`;
    case "value-at-most":
      return `≤ ${target.limit}`;
    default:
      return "";
  }
}

const number = (value: number | null, unit = ""): string => {
  if (value === null || !Number.isFinite(value)) return "–";
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ""}`;
};

const VERDICT = { true: "met", false: "MISSED", null: "" } as const;

/** The rows as cells: figure, value, reference, ratio, target, verdict. */
export function tableCells(rows: readonly JudgedRow[]): string[][] {
  return rows.map((row) => [
    row.figure,
    number(row.value, row.unit),
    row.reference === null
      ? row.referenceLabel
      : `${number(row.reference, row.unit)} ${row.referenceLabel}`.trim(),
    row.ratio === null ? "" : `${row.ratio.toFixed(2)}×`,
    describeTarget(row.target),
    VERDICT[String(row.met) as "true" | "false" | "null"],
  ]);
}

export const HEADER = ["figure", "value", "reference", "ratio", "target", ""];

/** A Markdown table (also readable in a terminal), for the console and the README. */
export function renderTable(rows: readonly JudgedRow[]): string {
  const lines = [HEADER, ...tableCells(rows)];
  const widths = HEADER.map((_, column) => Math.max(...lines.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `| ${widths.map((width) => "-".repeat(Math.max(3, width))).join(" | ")} |`;
  return [line(HEADER), rule, ...lines.slice(1).map(line)].join("\n");
}
