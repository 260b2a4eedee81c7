/**
 * The phone view for QA (`GET /phone`): every text the account sent or received, grouped
 * by the customer's number as a phone shows a conversation, with each text's status and segments;
 * a box to reply as the customer (STOP, HELP, anything) and buttons to force the next text's
 * delivery failure. It reads the control API with the token the page is opened with
 * (`?token=`, kept in the page only), since a browser cannot send the header by itself.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `<style>
body{font-family:system-ui,sans-serif;margin:0;background:#eef1f5;color:#1b1f24}
header{padding:12px 20px;background:#12324f;color:#fff}
main{display:flex;gap:20px;padding:20px;flex-wrap:wrap}
.phone{width:340px;background:#fff;border:10px solid #222;border-radius:32px;padding:12px;min-height:420px;display:flex;flex-direction:column}
.phone h2{font-size:1rem;margin:0 0 8px;text-align:center}
.thread{flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:6px}
.bubble{max-width:80%;padding:8px 10px;border-radius:14px;font-size:.92rem;white-space:pre-wrap}
.in{align-self:flex-start;background:#e5e5ea}
.out{align-self:flex-end;background:#1a73e8;color:#fff}
.meta{font-size:.72rem;opacity:.8;display:block;margin-top:2px}
form{display:flex;gap:6px;margin-top:8px}
input{flex:1;padding:6px;border:1px solid #999;border-radius:8px}
button{padding:6px 10px;border-radius:8px;border:1px solid #12324f;background:#fff;cursor:pointer}
</style>`;

const SCRIPT = `
const token = new URLSearchParams(location.search).get("token") || "";
const headers = { "content-type": "application/json", "x-paygpa-control-token": token };
const phones = document.getElementById("phones");
async function load() {
  const answer = await fetch("/__control/messages", { headers });
  if (!answer.ok) { phones.textContent = "Open this page as /phone?token= followed by the control token (.paygpa-control-token)."; return; }
  const { messages } = await answer.json();
  const byPhone = new Map();
  for (const m of messages.slice().reverse()) {
    const customer = m.direction === "inbound" ? m.from : m.to;
    if (!byPhone.has(customer)) byPhone.set(customer, []);
    byPhone.get(customer).push(m);
  }
  if (byPhone.size === 0) return;
  const focused = document.activeElement && document.activeElement.dataset.phone;
  phones.replaceChildren(...[...byPhone].map(([customer, list]) => phone(customer, list)));
  if (focused) document.querySelector('input[data-phone="' + focused + '"]')?.focus();
}
function phone(customer, list) {
  const box = document.createElement("section");
  box.className = "phone";
  box.setAttribute("aria-label", "Phone " + customer);
  const title = document.createElement("h2");
  title.textContent = customer;
  const thread = document.createElement("div");
  thread.className = "thread";
  for (const m of list) {
    const bubble = document.createElement("div");
    bubble.className = "bubble " + (m.direction === "inbound" ? "out" : "in");
    bubble.textContent = m.body;
    const meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = m.direction === "inbound" ? "sent by the customer" :
      m.status + (m.error_code ? " (" + m.error_code + ")" : "") + " · " + m.num_segments + " segment(s), " + m.encoding;
    bubble.append(meta);
    thread.append(bubble);
  }
  const form = document.createElement("form");
  const input = document.createElement("input");
  input.dataset.phone = customer;
  input.setAttribute("aria-label", "Reply as " + customer);
  input.placeholder = "Reply as the customer (STOP, HELP…)";
  const send = document.createElement("button");
  send.textContent = "Send";
  form.append(input, send);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    await fetch("/__control/phone/reply", { method: "POST", headers, body: JSON.stringify({ from: customer, body: input.value }) });
    input.value = "";
    load();
  });
  box.append(title, thread, form);
  return box;
}
for (const button of document.querySelectorAll("[data-fail]")) {
  button.addEventListener("click", async () => {
    await fetch("/__control/delivery-failures", { method: "PUT", headers, body: JSON.stringify({ next: true, errorCode: Number(button.dataset.fail) }) });
    button.textContent += " ✓";
  });
}
load();
setInterval(load, 2000);
`;

export function phonePage(ourNumber: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SMS simulator: phone view</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${STYLE}</head><body>
<header><h1 style="margin:0;font-size:1.2rem">Texts from ${escapeHtml(ourNumber)}</h1>
<p style="margin:4px 0 0">What every customer's phone received. Reply as the customer, or force the next text to fail.</p>
<p style="margin:4px 0 0"><button type="button" data-fail="30003">Next text: unreachable handset (30003)</button>
<button type="button" data-fail="30006">Next text: landline (30006)</button>
<button type="button" data-fail="30001">Next text: failed, queue overflow (30001)</button></p></header>
<main id="phones"><p>No texts yet.</p></main>
<script type="module">
const ours = ${JSON.stringify(ourNumber)};
${SCRIPT}</script></body></html>`;
}
