import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Cell, RowHeader, Table } from "./table";

// The kit's card tables (WCAG 1.4.10 reflow): under 640 px tailwind.css draws each row
// of a `.table-cards` table as a card and shows each cell's `.table-card-label`.
function accountTable(cards: boolean) {
  const row = h(
    "tr",
    null,
    h(RowHeader, { label: "Account ID", children: "1000000001" }),
    h(Cell, { label: "Amount", numeric: true, children: "$12.00" }),
  );
  const columns = [{ label: "Account ID" }, { label: "Amount", numeric: true }];
  return renderToStaticMarkup(h(Table, { caption: "Postpaid Accounts", cards, columns, children: row }));
}

describe("Table cards", () => {
  it("marks the table for the phone layout and gives every cell its column's name", () => {
    const html = accountTable(true);
    expect(html).toMatch(/<table class="[^"]*table-cards/);
    expect(html).toMatch(
      /<th scope="row"[^>]*><span aria-hidden="true" class="table-card-label">Account ID<\/span>1000000001<\/th>/,
    );
    expect(html).toContain('<span aria-hidden="true" class="table-card-label">Amount</span>$12.00</td>');
  });

  it("keeps the column headers, so a screen reader reads each value with its column once", () => {
    const html = accountTable(true);
    expect(html).toMatch(/<th scope="col"[^>]*>Amount<\/th>/);
    // The card's own label is hidden from screen readers: the header already names the cell.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it("stays an ordinary table when a screen does not ask for cards", () => {
    expect(accountTable(false)).not.toContain("table-cards");
  });
});
