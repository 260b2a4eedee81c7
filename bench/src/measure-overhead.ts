/**
 * Server overhead per request (issue 15 §1): the portal's server-side rendering against a bare Remix
 * v2 route fetching the same JSON from the same BFF, and the BFF's JSON routes against a bare Koa
 * route making the same billing calls; autocannon, 10 connections, after a warm-up, one after the
 * other on the same idle stack (no injected latency). Target: ≥ 0.7 × the reference's requests/s.
 */
import autocannon from "autocannon";
import type { Row } from "./table";

export interface Load {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface Throughput {
  requestsPerSecond: number;
  latencyMedianMs: number;
  /** Answers that were not 2xx (a failing route must not pass for a fast one). */
  non2xx: number;
  errors: number;
}

async function cannon(load: Load, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url: load.url,
    method: load.method ?? "GET",
    headers: load.headers ?? {},
    body: load.body,
    connections: 10,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyMedianMs: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warm up, then measure; a load whose answers are not 2xx is a broken harness, not a slow server. */
export async function throughputOf(load: Load, seconds: number, warmUpSeconds: number): Promise<Throughput> {
  await cannon(load, warmUpSeconds);
  const measured = await cannon(load, seconds);
  if (measured.non2xx > 0 || measured.errors > 0) {
    throw new Error(`${load.url}: ${measured.non2xx} answers not 2xx, ${measured.errors} errors under load`);
  }
  return measured;
}

export interface OverheadPair {
  figure: string;
  product: Load;
  reference: Load;
  referenceLabel: string;
}

export interface OverheadFigures {
  figure: string;
  referenceLabel: string;
  product: Throughput;
  reference: Throughput;
}

export async function measureOverhead(
  pairs: readonly OverheadPair[],
  seconds: number,
  warmUpSeconds: number,
): Promise<OverheadFigures[]> {
  const figures: OverheadFigures[] = [];
  for (const pair of pairs) {
    const reference = await throughputOf(pair.reference, seconds, warmUpSeconds);
    const product = await throughputOf(pair.product, seconds, warmUpSeconds);
    figures.push({ figure: pair.figure, referenceLabel: pair.referenceLabel, product, reference });
  }
  return figures;
}

export function overheadRows(figures: readonly OverheadFigures[]): Row[] {
  return figures.map((figure) => ({
    figure: `${figure.figure}, 10 connections`,
    value: figure.product.requestsPerSecond,
    unit: "req/s",
    reference: figure.reference.requestsPerSecond,
    referenceLabel: figure.referenceLabel,
    target: { kind: "ratio-at-least", limit: 0.7 },
  }));
}
