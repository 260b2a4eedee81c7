/**
 * Billing's bill-presentment side (spec 002 §7 'Bill viewing'): the page a customer's browser opens
 * in a new tab, and the same bill as a PDF. Reached only through a link the BFF signed for one
 * account and one bill period (bill-link.ts); an edited or expired link gets a 403 page.
 */
import Router from "@koa/router";
import type { Bill } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import type { Context } from "koa";
import type { CcbStore } from "../store";
import { problemDetail } from "../errors";
import { premiseInfo } from "../accounts/views";
import { billLinkProblem } from "./bill-link";
import { textPdf } from "./bill-pdf";

const money = (amount: number) => `$${amount.toFixed(2)}`;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The bill's lines as the page and the PDF print them. */
function billStatement(store: CcbStore, bill: Bill, startDate: string) {
  const account = store.account(bill.AccountID);
  const person = account ? store.person(account.mainPersonId) : undefined;
  const premise = account ? store.premise(account.PremiseID) : undefined;
  const usage = store.consumption(bill.AccountID).find((month) => month.month === bill.billDate.slice(0, 7));
  return [
    ["Account", bill.AccountID],
    ["Customer", person?.Name ?? ""],
    ["Service location", premise ? premiseInfo(premise) : ""],
    ["Bill date", usDate(bill.billDate)],
    ["Billing period", `${usDate(startDate)} - ${usDate(bill.billDate)}`],
    ["Consumption", usage ? `${usage.kwh} kWh` : "N/A"],
    ["Current charges", money(bill.newCharges)],
    ["Previous arrears", money(bill.previousArrears)],
    ["Total amount due", money(bill.totalAmount)],
    ["Due date", usDate(bill.dueDate)],
  ] as const;
}

/** A page of billing's bill viewer: a language and a title, the content in a main landmark (WCAG 3.1.1, 2.4.2). */
function billPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

/**
 * A refused link answers in billing's one error shape; a browser (it asks for HTML) gets the same
 * description as a page a person can read.
 */
function refuse(ctx: Context, reason: string) {
  const description = `This bill cannot be shown: ${reason}. Please open the bill again from PayGPA.`;
  ctx.status = 403;
  if (ctx.accepts("json", "html") === "html") {
    ctx.type = "html";
    ctx.body = billPage(
      "GPA bill not available",
      `<h1>Bill not available</h1><p>${escapeHtml(description)}</p>`,
    );
    return;
  }
  ctx.body = problemDetail(403, "BILL_LINK_REFUSED", description);
}

export function presentmentRouter(store: CcbStore, clock: Clock, secret: string): Router {
  const router = new Router({ prefix: "/bill-presentment" });

  const billOfLink = (ctx: Context): { bill: Bill; startDate: string } | null => {
    const problem = billLinkProblem(secret, ctx.query, clock.now());
    if (problem) {
      refuse(ctx, problem);
      return null;
    }
    const account = String(ctx.query.account);
    const bill = store.bills(account).find((candidate) => candidate.billDate === String(ctx.query.enddate));
    if (!bill) {
      refuse(ctx, "there is no bill for this period");
      return null;
    }
    return { bill, startDate: String(ctx.query.startdate) };
  };

  router.get("/", (ctx) => {
    const found = billOfLink(ctx);
    if (!found) return;
    const lines = billStatement(store, found.bill, found.startDate);
    const pdfLink = `/bill-presentment/pdf?${new URLSearchParams(ctx.querystring).toString()}`;
    ctx.type = "html";
    ctx.set("Cache-Control", "no-store");
    ctx.body = billPage(
      `GPA bill ${found.bill.AccountID}`,
      `<h1>Guam Power Authority: your bill</h1><dl>${lines
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join("")}</dl><p><a href="${escapeHtml(pdfLink)}">Download this bill (PDF)</a></p>`,
    );
  });

  router.get("/pdf", (ctx) => {
    const found = billOfLink(ctx);
    if (!found) return;
    const lines = billStatement(store, found.bill, found.startDate);
    ctx.type = "application/pdf";
    ctx.set("Cache-Control", "no-store");
    ctx.set(
      "Content-Disposition",
      `inline; filename="GPA-bill-${found.bill.AccountID}-${found.bill.billDate}.pdf"`,
    );
    ctx.body = textPdf([
      { text: "Guam Power Authority - Electric Bill", size: 16 },
      ...lines.map(([label, value]) => ({ text: `${label}: ${value}` })),
    ]);
  });
  return router;
}
