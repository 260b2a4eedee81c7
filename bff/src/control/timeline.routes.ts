/**
 * One timeline (docs/qa-guide.md): `GET /__control/timeline?correlation=…` or `?invoice=…` joins the
 * BFF's own events, billing's and the gateway's journals, the gateway's relays and the mail sent,
 * oldest first, so a QA engineer reads one payment's whole story in one answer; `GET /payments`
 * lists the last payments to pick one from (the console's timeline panel, §7).
 */
import type { Router } from "@koa/router";
import { fail } from "../platform/failures";
import { isCorrelationId } from "@paygpa/runtime/correlation";
import type { Services } from "../services";
import type { BffEventJournal } from "./event-journal";
import type { SimulatorControl, SimulatorName } from "./simulator-control";
import { checkoutForTimeline, lastCheckouts, mailForTimeline } from "./timeline.repository";
import { answer } from "./answer";

export interface TimelineEvent {
  at: string;
  service: "bff" | "ccb-simulator" | "gateway-simulator" | "sms-simulator" | "oms-simulator";
  kind: string;
  summary: string;
  detail: unknown;
}

interface JournalEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  query?: unknown;
  body?: unknown;
  fault?: string;
  correlationId?: string;
  headers?: Record<string, string>;
}

export interface TimelineDeps {
  services: Pick<Services, "db">;
  simulators: SimulatorControl;
  events: BffEventJournal;
}

function correlationOf(entry: JournalEntry): string | undefined {
  return entry.correlationId ?? entry.headers?.["x-correlation-id"];
}

/** Whether a journal entry is about the invoice, or one of the payment keys of its lines. */
function mentions(entry: JournalEntry, values: string[]): boolean {
  const text = JSON.stringify({ query: entry.query, body: entry.body });
  return values.some((value) => text.includes(`"${value}"`));
}

/** A simulator's call is labelled by the system that answered it. */
const CALL_KIND: Record<SimulatorName, string> = {
  "ccb-simulator": "billing-call",
  "gateway-simulator": "gateway-call",
  "sms-simulator": "sms-call",
  "oms-simulator": "outage-call",
};

function callEvent(service: SimulatorName, entry: JournalEntry): TimelineEvent {
  const fault = entry.fault ? ` (fault: ${entry.fault})` : "";
  return {
    at: entry.at,
    service,
    kind: CALL_KIND[service],
    summary: `${entry.method} ${entry.path} → ${entry.status}${fault}`,
    detail: entry,
  };
}

async function simulatorEvents(
  simulators: SimulatorControl,
  keep: (entry: JournalEntry) => boolean,
): Promise<TimelineEvent[]> {
  const journals = await simulators.each("GET", "/journal");
  return simulators.names.flatMap((name) =>
    ((journals[name].body?.entries ?? []) as JournalEntry[])
      .filter(keep)
      .map((entry) => callEvent(name, entry)),
  );
}

async function invoiceEvents(
  deps: TimelineDeps,
  invoice: string,
): Promise<{ events: TimelineEvent[]; keys: string[] }> {
  const record = await checkoutForTimeline(deps.services.db, invoice);
  if (!record) return { events: [], keys: [] };
  const { checkout, lines } = record;
  const events: TimelineEvent[] = [
    {
      at: checkout.created_at,
      service: "bff",
      kind: "checkout-created",
      summary: `checkout ${invoice} for ${(checkout.amount_cents / 100).toFixed(2)} (${checkout.channel})`,
      detail: checkout,
    },
  ];
  if (checkout.settled_at) {
    events.push({
      at: checkout.settled_at,
      service: "bff",
      kind: "checkout-settled",
      summary:
        `${checkout.status} by ${checkout.settled_by}: ${checkout.issuer_code ?? ""} ${checkout.issuer_message ?? ""}`.trim(),
      detail: {
        status: checkout.status,
        settledBy: checkout.settled_by,
        transactionTag: checkout.gateway_tag,
      },
    });
  }
  for (const line of lines) {
    if (!line.posted_at) continue;
    events.push({
      at: line.posted_at,
      service: "bff",
      kind: "posted-to-billing",
      summary: `account ${line.account_id}: ${line.billing_status}, payment ${line.payment_id ?? "-"}`,
      detail: line,
    });
  }
  const relays = await deps.simulators.call("gateway-simulator", "GET", "/outbox");
  for (const relay of (relays.body?.relays ?? []) as { at: string; invoice: string; status: string }[]) {
    if (relay.invoice !== invoice) continue;
    events.push({
      at: relay.at,
      service: "gateway-simulator",
      kind: "relay",
      summary: `relay ${relay.status}`,
      detail: relay,
    });
  }
  return { events, keys: lines.flatMap((line) => (line.payment_key ? [line.payment_key] : [])) };
}

export function timelineRoutes(router: Router, deps: TimelineDeps): void {
  // The last payments (checkouts), newest first, for the console's timeline panel: `?limit=` 1–100.
  router.get("/payments", async (ctx) => {
    const limit = typeof ctx.query.limit === "string" ? Number(ctx.query.limit) : 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw fail.invalidInput("INVALID_REQUEST", "limit must be a whole number from 1 to 100");
    }
    const rows = await lastCheckouts(deps.services.db, limit);
    answer(ctx, "lastPayments", {
      payments: rows.map((row) => ({
        invoice: row.invoice_num,
        createdAt: row.created_at,
        amountCents: row.amount_cents,
        channel: row.channel,
        status: row.status,
      })),
    });
  });

  router.get("/timeline", async (ctx) => {
    const correlation = typeof ctx.query.correlation === "string" ? ctx.query.correlation : undefined;
    const invoice = typeof ctx.query.invoice === "string" ? ctx.query.invoice : undefined;
    if (
      (correlation === undefined) === (invoice === undefined) ||
      (correlation && !isCorrelationId(correlation))
    ) {
      throw fail.invalidInput(
        "INVALID_REQUEST",
        "Give one of correlation (a correlation id) or invoice (an invoice number)",
      );
    }
    if (invoice !== undefined && !/^\d{1,12}$/.test(invoice)) {
      throw fail.invalidInput("INVALID_REQUEST", "invoice must be an invoice number");
    }
    const byInvoice = invoice ? await invoiceEvents(deps, invoice) : { events: [], keys: [] };
    const values = invoice ? [invoice, ...byInvoice.keys] : [];
    const calls = await simulatorEvents(deps.simulators, (entry) =>
      correlation ? correlationOf(entry) === correlation : mentions(entry, values),
    );
    // Every correlation the invoice's calls carried brings that request's BFF events and mail too.
    const ids = new Set(
      correlation
        ? [correlation]
        : calls.flatMap((event) => correlationOf(event.detail as JournalEntry) ?? []),
    );
    const bff: TimelineEvent[] = deps.events.withCorrelation(ids).map((event) => ({
      at: event.at,
      service: "bff",
      kind: "request",
      summary: `${event.method} ${event.path} → ${event.status}`,
      detail: event,
    }));
    const mail: TimelineEvent[] = (
      await mailForTimeline(deps.services.db, { correlationIds: [...ids], invoice })
    ).map((row) => ({
      at: row.created_at,
      service: "bff",
      kind: "mail",
      summary: `${row.kind} to ${row.to_address}: ${row.subject}`,
      detail: row,
    }));
    const events = [...byInvoice.events, ...calls, ...bff, ...mail].sort((a, b) => a.at.localeCompare(b.at));
    answer(ctx, "timeline", { events });
  });
}
