/**
 * The dashboard of a 7-account customer under billing latency (bench/README.md): time to first byte and
 * to the complete document, median and p95 of N sequential requests with a logged-in session, each
 * latency beside one billing round trip measured at that latency in the same run.
 * Target (bench/README.md, "The targets after this wave"): complete document ≤ 1.4 × one
 * billing round trip at +50 ms and ≤ 1.15 × at +200 ms (all billing calls at once, nothing waited
 * for one after another, the person's details not holding the page).
 */
import { control, timedRequest } from "./http";
import type { Stack } from "./stack";
import { median, p95 } from "./stats";
import type { Row } from "./table";

/** The billing call the dashboard makes for each postpaid account, as the BFF makes it. */
const BILLING_PROBE = { path: "/rest/apis/cm/accounts/financialSummary", body: { AccountID: "1000000012" } };

export async function setBillingLatency(stack: Stack, latencyMs: number): Promise<void> {
  if (latencyMs === 0) await control(stack.ccb.url, stack.controlToken, "/faults", "DELETE");
  else await control(stack.ccb.url, stack.controlToken, "/faults", "PUT", { route: "*", latencyMs });
}

/** One billing round trip as the BFF sees it (a fresh connection each time), median of `count`. */
export async function billingRoundTrip(stack: Stack, count: number): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await timedRequest(`${stack.ccb.url}${BILLING_PROBE.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(BILLING_PROBE.body),
    });
    if (answer.status !== 200) throw new Error(`billing probe answered ${answer.status}`);
    samples.push(answer.totalMs);
  }
  return median(samples);
}

export interface DashboardFigures {
  latencyMs: number;
  billingRoundTripMs: number;
  ttfbMs: number[];
  completeMs: number[];
}

export async function measureDashboard(
  stack: Stack,
  cookie: string,
  latencies: readonly number[],
  requests: number,
): Promise<DashboardFigures[]> {
  const figures: DashboardFigures[] = [];
  try {
    for (const latencyMs of latencies) {
      await setBillingLatency(stack, latencyMs);
      const billingRoundTripMs = await billingRoundTrip(stack, 10);
      const get = () => timedRequest(`${stack.portal.url}/dashboard`, { headers: { cookie } });
      for (let warm = 0; warm < 3; warm += 1) await get();
      const ttfbMs: number[] = [];
      const completeMs: number[] = [];
      for (let index = 0; index < requests; index += 1) {
        const answer = await get();
        // A dashboard that failed (a login page, an error) must not pass for a fast one.
        if (answer.status !== 200 || !answer.body.includes("1000000018")) {
          throw new Error(`the dashboard answered ${answer.status} without the 7th account`);
        }
        ttfbMs.push(answer.ttfbMs);
        completeMs.push(answer.totalMs);
      }
      figures.push({ latencyMs, billingRoundTripMs, ttfbMs, completeMs });
    }
  } finally {
    await setBillingLatency(stack, 0);
  }
  return figures;
}

export function dashboardRows(figures: readonly DashboardFigures[]): Row[] {
  return figures.flatMap((figure) => {
    const label = `dashboard (7 accounts), billing +${figure.latencyMs} ms`;
    const reference = figure.billingRoundTripMs;
    const target =
      figure.latencyMs > 0
        ? { kind: "ratio-at-most" as const, limit: completeLimit(figure.latencyMs) }
        : { kind: "none" as const };
    const row = (what: string, value: number, judged: boolean): Row => ({
      figure: `${label}: ${what}`,
      value,
      unit: "ms",
      reference,
      referenceLabel: "billing round trip",
      target: judged ? target : { kind: "none" },
    });
    return [
      row("first byte, median", median(figure.ttfbMs), false),
      row("first byte, p95", p95(figure.ttfbMs), false),
      row("complete, median", median(figure.completeMs), true),
      row("complete, p95", p95(figure.completeMs), false),
    ];
  });
}

/** The complete document's limit at a billing latency: 1.4 × at +50 ms, 1.15 × from +200 ms. */
export function completeLimit(latencyMs: number): number {
  return latencyMs >= 200 ? 1.15 : 1.4;
}
