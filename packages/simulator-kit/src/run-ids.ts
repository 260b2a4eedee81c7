/**
 * The ids a service mints while it runs (billing's payment ids, the gateway's transaction tags,
 * authorization and retrieval numbers, TransArmor tokens), drawn from one source per service. Seeded
 * by `PAYGPA_SEED`, the draws are the same on every run, and a reset starts them again from the seed,
 * so two runs of one script after a system reset mint the same ids (docs/qa-guide.md, "Repeatable
 * runs"). Without a seed the draws are Math.random's, as a real gateway's numbers are unforeseeable;
 * the sequences restart on a reset either way.
 */

export interface RunIds {
  /** The seed the draws start from; null: unseeded (Math.random). */
  readonly seed: number | null;
  /** Uniform in [0, 1): the next draw. */
  random(): number;
  /** The next number above `base` (base + 1, base + 2, …), counted per base. */
  next(base: number): string;
  /** Back to the first draw and the first number of every sequence (a reset). */
  restart(): void;
}

/** mulberry32: a small, fast 32-bit generator, good enough for ids (not for secrets). */
export function seededDraws(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function runIds(seed: number | null): RunIds {
  let draw = seed === null ? Math.random : seededDraws(seed);
  const counts = new Map<number, number>();
  return {
    seed,
    random: () => draw(),
    next(base) {
      const count = (counts.get(base) ?? 0) + 1;
      counts.set(base, count);
      return String(base + count);
    },
    restart() {
      if (seed !== null) draw = seededDraws(seed);
      counts.clear();
    },
  };
}

/**
 * `PAYGPA_SEED` as a service reads it: a whole number from 0 to 2^32 - 1, or null when unset or
 * empty. Anything else stops the start, as every other wrong setting does.
 */
export function parseSeed(value: string | undefined): number | null {
  const raw = value?.trim();
  if (raw === undefined || raw === "") return null;
  const seed = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(seed >= 0 && seed <= 0xffff_ffff)) {
    throw new Error(`PAYGPA_SEED must be a whole number from 0 to 4294967295: ${raw}`);
  }
  return seed;
}
