/**
 * The kit's table: a caption (shown, or read only by screen readers), one header row of columns
 * (numbers aligned right), the rows the screen gives (`RowHeader` for the row's key, `Cell` for the
 * rest), and an optional footer.
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
  className?: string;
}) {
  const sticky = stickyHeader ? "sticky top-0 z-10 h-12 whitespace-nowrap" : "";
  return (
    <table className={`w-full border-collapse text-left text-sm ${className}`}>
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
                <a
                  href={column.sort.href}
                  className="text-inherit underline decoration-dotted underline-offset-4"
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
  className = "",
}: {
  children: ReactNode;
  colSpan?: number;
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
      {children}
    </th>
  );
}

export function Cell({
  children,
  numeric = false,
  dense = false,
  className = "",
}: {
  children: ReactNode;
  numeric?: boolean;
  /** Narrower padding, as in a dialog's table. */
  dense?: boolean;
  className?: string;
}) {
  return (
    <td
      className={`${dense ? "px-2" : "px-3"} py-2 ${numeric ? "text-right tabular-nums" : ""} ${className}`}
    >
      {children}
    </td>
  );
}
