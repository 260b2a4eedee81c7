/** Paging of the report (spec 000 §9): page sizes 10, 30 and 50, and a window of 4 page links. */
import { REPORT_PAGE_SIZES } from "@paygpa/contract";
import { hrefWith, pageWindow } from "./report-query";

const linkStyle = "inline-flex min-h-9 min-w-9 items-center justify-center rounded border px-2";

export function Pagination({
  search,
  page,
  pages,
  pageSize,
}: {
  search: string;
  page: number;
  pages: number;
  pageSize: number;
}) {
  const to = (target: number) => hrefWith(search, { page: String(target) });
  return (
    <nav aria-label="Pages of payments" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="flex items-center gap-2">
        Rows per page:
        {REPORT_PAGE_SIZES.map((size) =>
          size === pageSize ? (
            <span key={size} aria-current="true" className={`${linkStyle} bg-brand-800 text-white`}>
              {size}
            </span>
          ) : (
            <a
              key={size}
              href={hrefWith(search, { pageSize: String(size), page: "1" })}
              className={linkStyle}
              aria-label={`${size} rows per page`}
            >
              {size}
            </a>
          ),
        )}
      </p>
      <ul className="flex items-center gap-1">
        {page > 1 ? (
          <li>
            <a href={to(page - 1)} className={linkStyle} aria-label="Previous page">
              ‹
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((target) => (
          <li key={target}>
            {target === page ? (
              <span aria-current="page" className={`${linkStyle} bg-brand-800 text-white`}>
                {target}
              </span>
            ) : (
              <a href={to(target)} className={linkStyle} aria-label={`Page ${target}`}>
                {target}
              </a>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={to(page + 1)} className={linkStyle} aria-label="Next page">
              ›
            </a>
          </li>
        ) : null}
      </ul>
      <p>
        Page {page} of {pages}
      </p>
    </nav>
  );
}
