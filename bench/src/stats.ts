/** The benchmark's arithmetic: pure, tested in stats.test.ts; nothing here reads a clock. */

/** The q-quantile (0–1) of the samples, nearest-rank: p95 of 30 is the 29th smallest. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]): number => quantile(samples, 0.95);

/** value ÷ reference, or null when either is missing or the reference is 0. */
export function ratio(value: number | null, reference: number | null): number | null {
  if (value === null || reference === null || !Number.isFinite(value) || !Number.isFinite(reference))
    return null;
  return reference === 0 ? null : value / reference;
}

/**
 * Billing round trips made one after another, from the billing simulator's journal times (ms since
 * epoch, any order): calls that arrive within half a latency of the wave's first call are one wave
 * (made together); a later one starts the next wave. With no latency injected nothing can be told
 * apart, so the answer is null.
 */
export function sequentialWaves(arrivals: readonly number[], latencyMs: number): number | null {
  if (latencyMs <= 0) return null;
  if (arrivals.length === 0) return 0;
  const sorted = [...arrivals].sort((a, b) => a - b);
  let waves = 1;
  let waveStart = sorted[0] as number;
  for (const at of sorted.slice(1)) {
    if (at - waveStart >= latencyMs / 2) {
      waves += 1;
      waveStart = at;
    }
  }
  return waves;
}
