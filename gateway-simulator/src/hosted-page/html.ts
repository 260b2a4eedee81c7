/**
 * The hosted payment page, server-rendered from template strings. Every value that comes from a
 * request goes through `escapeHtml`; the card number and CVV are never written back to a page.
 */
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import { CARD_TYPE_NAMES } from "../protocol/cards";
import { formatDollars } from "../protocol/money";
import { TEST_CARDS } from "../protocol/outcomes";
import type { PaymentSession } from "./payment-session";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The page's one stylesheet, inline: the Content-Security-Policy allows it by its hash (headers.ts). */
export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#eef2f6;color:#1c2430;line-height:1.45}
header{background:#0b4f8a;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px}
header .lock{flex:none}
header h1{font-size:18px;margin:0;font-weight:600}
header .sim{font-weight:400;opacity:.85}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:20px 24px;margin-bottom:18px}
h2{font-size:17px;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
dt{color:#5a6675}
dd{margin:0;font-weight:500;word-break:break-word}
.amount{font-size:20px;font-weight:700;color:#0b4f8a}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font-size:16px;padding:9px 10px;border:1px solid #9aa6b4;border-radius:6px}
input:focus{outline:3px solid #8cc4f5;border-color:#0b4f8a}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:14px}.row>div{flex:1}
.hint{color:#5a6675;font-size:13px;margin:4px 0 0}
.field-error{color:#b3261e;font-size:14px;margin:4px 0 0}
.errors{border-left:4px solid #b3261e;background:#fdecea;padding:10px 14px;border-radius:6px;margin-bottom:14px}
.errors ul{margin:6px 0 0;padding-left:20px}
button{margin-top:20px;width:100%;font-size:17px;font-weight:600;padding:12px;border:0;border-radius:6px;background:#0b4f8a;color:#fff;cursor:pointer}
button:hover{background:#093f6e}
.notice{font-size:13px;color:#5a6675;text-align:center}
details{font-size:14px}
table{border-collapse:collapse;width:100%;margin-top:8px;font-size:13px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #dde3ea}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
.problem{border-left:4px solid #b3261e}
`;

/** A page of the hosted checkout; `head` adds to its head (a receipt page's refresh). */
export function layout(title: string, content: string, head = ""): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} | GPA Secure Checkout</title>
<style>${STYLE}</style>
${head}</head>
<body>
<header><svg class="lock" aria-hidden="true" width="18" height="20" viewBox="0 0 18 20"><rect x="1" y="8" width="16" height="11" rx="2" fill="currentColor"/><path d="M5 8V5.5a4 4 0 0 1 8 0V8" fill="none" stroke="currentColor" stroke-width="2"/></svg><h1>GPA Secure Checkout <span class="sim">— simulated gateway</span></h1></header>
<main>
${content}
<p class="notice">This is a simulated card gateway for testing and training. No card is charged.</p>
</main>
</body>
</html>`;
}

export interface CardFormValues {
  cardholderName: string;
  expiry: string;
}

export interface CardFormErrors {
  cardholderName?: string;
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
}

const FIELD_LABELS: Record<keyof CardFormErrors, string> = {
  cardholderName: "Cardholder name",
  cardNumber: "Card number",
  expiry: "Expiry date",
  cvv: "Security code (CVV)",
};

const FIELD_IDS: Record<keyof CardFormErrors, string> = {
  cardholderName: "cardholder_name",
  cardNumber: "card_number",
  expiry: "expiry",
  cvv: "cvv",
};

export function acceptedCardsText(page: GatewayPaymentPage): string {
  const names = page.acceptedBrands.map((brand) => CARD_TYPE_NAMES[brand]);
  if (names.length <= 1) return `${names[0] ?? "no cards"} only`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function orderSummary(page: GatewayPaymentPage, session: PaymentSession): string {
  return `<section class="card" aria-labelledby="order-heading">
<h2 id="order-heading">Order summary</h2>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(page.description)}</dd>
<dt>Invoice number</dt><dd>${escapeHtml(session.invoice || "—")}</dd>
<dt>Customer</dt><dd>${escapeHtml(session.poNum || "—")}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatDollars(session.amountCents))} ${escapeHtml(session.currency)}</dd>
</dl>
</section>`;
}

function field(
  name: keyof CardFormErrors,
  errors: CardFormErrors,
  attributes: string,
  value = "",
  hint = "",
): string {
  const id = FIELD_IDS[name];
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return `<div>
<label for="${id}">${FIELD_LABELS[name]}</label>
<input id="${id}" name="${id}" ${attributes} value="${escapeHtml(value)}"${
    describedBy ? ` aria-describedby="${describedBy}"` : ""
  }${error ? ' aria-invalid="true"' : ""} required>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ""}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ""}
</div>`;
}

function testCardHelp(page: GatewayPaymentPage): string {
  const rows = TEST_CARDS.filter((card) => page.acceptedBrands.includes(card.brand))
    .map(
      (card) =>
        `<tr><td><code>${card.number}</code></td><td>${CARD_TYPE_NAMES[card.brand]}</td><td>${escapeHtml(card.description)}</td></tr>`,
    )
    .join("\n");
  return `<details class="card">
<summary>Test cards for this simulated gateway</summary>
<p class="hint">Use any future expiry date and any 3-digit security code. Amounts from $5,000.00 up can select a bank response code (see the simulator's README).</p>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">Type</th><th scope="col">Outcome</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</details>`;
}

export function cardFormPage(
  page: GatewayPaymentPage,
  session: PaymentSession,
  values: CardFormValues = { cardholderName: "", expiry: "" },
  errors: CardFormErrors = {},
): string {
  const problems = (Object.keys(errors) as (keyof CardFormErrors)[]).filter((name) => errors[name]);
  const summary = problems.length
    ? `<div class="errors" role="alert" id="form-errors">
<strong>Please correct the following:</strong>
<ul>${problems.map((name) => `<li><a href="#${FIELD_IDS[name]}">${escapeHtml(errors[name] ?? "")}</a></li>`).join("")}</ul>
</div>`
    : "";
  const content = `${orderSummary(page, session)}
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">Card details</h2>
<p class="hint">Accepted cards: ${escapeHtml(acceptedCardsText(page))}.</p>
${summary}
<form method="post" action="/payment/${encodeURIComponent(session.id)}/pay" novalidate>
${field("cardholderName", errors, 'type="text" autocomplete="cc-name" maxlength="30"', values.cardholderName)}
${field("cardNumber", errors, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
${field("expiry", errors, 'type="text" autocomplete="cc-exp" maxlength="7"', values.expiry, "MM/YY")}
${field("cvv", errors, 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', "", "3 or 4 digits")}
</div>
<button type="submit">Pay ${escapeHtml(formatDollars(session.amountCents))}</button>
</form>
</section>
${testCardHelp(page)}`;
  return layout("Payment", content);
}

export interface ProblemPage {
  title: string;
  message: string;
  /** What exactly was wrong, for the merchant's developers (e.g. the field at fault). */
  detail?: string;
  /** A link back, e.g. to the merchant's return page. */
  link?: { href: string; text: string };
}

export function problemPage(problem: ProblemPage): string {
  const content = `<section class="card problem" role="alert" aria-labelledby="problem-heading">
<h2 id="problem-heading">${escapeHtml(problem.title)}</h2>
<p>${escapeHtml(problem.message)}</p>
${problem.detail ? `<p class="hint">Reason: <code>${escapeHtml(problem.detail)}</code></p>` : ""}
${problem.link ? `<p><a href="${escapeHtml(problem.link.href)}">${escapeHtml(problem.link.text)}</a></p>` : ""}
</section>`;
  return layout(problem.title, content);
}
