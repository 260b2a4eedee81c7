/**
 * The kit's table: a caption (shown, or read only by screen readers), one header row of columns
 * (numbers aligned right), the rows the screen gives (`RowHeader` for the row's key, `Cell` for the
 * rest), and an optional footer.
 *
 * `cards`: under 640 px each row becomes a card and each cell a line under its column's name (the
 * cell's `label`), so a phone never scrolls the table sideways (WCAG 1.4.10 Reflow). The visible
 * label is hidden from screen readers: they already read the column header with each cell.
 */
import type { ReactNode } from "react";

export type Column = {
  label: string;
  numeric?: boolean;
  /** A sortable column: its header is a link to the sorted address; `active` the current order. */
  sort?: { href: string; active: "asc" | "desc" | null };
};

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

const headStyles = {
  /** White on the brand colour: the screens' data tables. */
  brand: "bg-brand-800 px-3 py-2 font-semibold text-white",
  /** A rule under the headers: a dialog's short summary. */
  plain: "border-b px-2 py-2",
};

export function Table({
  caption,
  captionHidden = false,
  columns,
  children,
  footer,
  variant = "brand",
  stickyHeader = false,
  cards = false,
  className = "",
}: {
  caption?: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column[];
  children: ReactNode;
  footer?: ReactNode;
  variant?: keyof typeof headStyles;
  /** The headers stay in view while the rows scroll inside their box. */
  stickyHeader?: boolean;
  /** Rows become labelled cards on a phone (each `Cell` and `RowHeader` then takes its `label`). */
  cards?: boolean;
  className?: string;
}) {
  const sticky = stickyHeader ? "sticky top-0 z-10 h-12 whitespace-nowrap" : "";
  return (
    <table className={`w-full border-collapse text-left text-sm ${cards ? "table-cards" : ""} ${className}`}>
      {caption ? (
        <caption className={captionHidden ? "sr-only" : "mb-2 text-left text-lg font-bold text-brand-900"}>
          {caption}
        </caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              aria-sort={column.sort?.active ? ARIA_SORT[column.sort.active] : undefined}
              className={`${headStyles[variant]} ${sticky} ${column.numeric ? "text-right" : ""}`}
            >
              {column.sort ? (
                // The header's own colour: the link colour on the dark header read at 1.27:1 (axe color-contrast).
                // At least 24 px tall, a target of its own (WCAG 2.5.8).
                <a
                  href={column.sort.href}
                  className="inline-flex min-h-6 items-center text-inherit underline decoration-dotted underline-offset-4"
                >
                  {column.label}
                  {column.sort.active ? (column.sort.active === "asc" ? " ▲" : " ▼") : null}
                </a>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}

/** The cell that names its row (the account number), read before each of the row's cells. */
export function RowHeader({
  children,
  colSpan,
  dense = false,
  label,
  className = "",
}: {
  children: ReactNode;
  colSpan?: number;
  /** The column's name, shown above the value when the row is a card (`Table cards`). */
  label?: string;
  /** Narrower padding, as in a dialog's table. */
  dense?: boolean;
  className?: string;
}) {
  return (
    <th
      scope="row"
      colSpan={colSpan}
      className={`${dense ? "px-2" : "px-3"} py-2 font-semibold ${className}`}
    >
      <CardLabel label={label} />
      {children}
    </th>
  );
}

export function Cell({
  children,
  numeric = false,
  dense = false,
  label,
  className = "",
}: {
  children: ReactNode;
  numeric?: boolean;
  /** The column's name, shown above the value when the row is a card (`Table cards`). */
  label?: string;
  /** Narrower padding, as in a dialog's table. */
  dense?: boolean;
  className?: string;
}) {
  return (
    <td
      className={`${dense ? "px-2" : "px-3"} py-2 ${numeric ? "text-right tabular-nums" : ""} ${className}`}
    >
      <CardLabel label={label} />
      {children}
    </td>
  );
}

/** Shown only while the row is a card (tailwind.css, `.table-cards`); the header says it to screen readers. */
function CardLabel({ label }: { label?: string }) {
  return label ? (
    <span aria-hidden="true" className="table-card-label">
      {label}
    </span>
  ) : null;
}

/**
 * A table's box that scrolls sideways on a narrow screen: a labelled region with a Tab stop, so a
 * keyboard scrolls it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box needs a Tab stop (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
