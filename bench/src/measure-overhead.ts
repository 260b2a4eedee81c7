/**
 * Server overhead per request (bench/README.md): the portal's server-side rendering against a bare Remix
 * v2 route fetching the same JSON from the same BFF, and the BFF's JSON routes against a bare Koa
 * route making the same billing calls; autocannon, 10 connections, after a warm-up, one after the
 * other on the same idle stack (no injected latency). Targets: the BFF ≥ 0.7 × bare Koa's requests/s,
 * the portal ≥ 0.8 × bare Remix's.
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

async function cannon(load: Load, seconds: number): Promise<Throughput & { total: number }> {
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
    total: result.requests.total,
    latencyMedianMs: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Several short runs added up: answers per second over all of them. */
function combine(runs: readonly (Throughput & { total: number })[], seconds: number): Throughput {
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  return {
    requestsPerSecond: total / (seconds * runs.length),
    latencyMedianMs: runs.reduce((sum, run) => sum + run.latencyMedianMs, 0) / runs.length,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

function assertAnswered(load: Load, measured: Throughput): void {
  // A load whose answers are not 2xx is a broken harness, not a slow server.
  if (measured.non2xx > 0 || measured.errors > 0) {
    throw new Error(`${load.url}: ${measured.non2xx} answers not 2xx, ${measured.errors} errors under load`);
  }
}

/**
 * Warm both up, then alternate product and reference in `rounds` short runs each, so that a load
 * the machine takes on meanwhile (other processes) falls on both alike.
 */
export async function comparePair(
  pair: OverheadPair,
  seconds: number,
  warmUpSeconds: number,
  rounds = 2,
): Promise<OverheadFigures> {
  await cannon(pair.reference, warmUpSeconds);
  await cannon(pair.product, warmUpSeconds);
  const slice = Math.max(1, Math.round(seconds / rounds));
  const productRuns = [];
  const referenceRuns = [];
  for (let round = 0; round < rounds; round += 1) {
    referenceRuns.push(await cannon(pair.reference, slice));
    productRuns.push(await cannon(pair.product, slice));
  }
  const product = combine(productRuns, slice);
  const reference = combine(referenceRuns, slice);
  assertAnswered(pair.product, product);
  assertAnswered(pair.reference, reference);
  return { figure: pair.figure, referenceLabel: pair.referenceLabel, product, reference };
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
  for (const pair of pairs) figures.push(await comparePair(pair, seconds, warmUpSeconds));
  return figures;
}

export function overheadRows(figures: readonly OverheadFigures[]): Row[] {
  return figures.map((figure) => ({
    figure: `${figure.figure}, 10 connections`,
    value: figure.product.requestsPerSecond,
    unit: "req/s",
    reference: figure.reference.requestsPerSecond,
    referenceLabel: figure.referenceLabel,
    target: { kind: "ratio-at-least", limit: figure.figure.startsWith("portal") ? 0.8 : 0.7 },
  }));
}
