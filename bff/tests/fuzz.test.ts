/**
 * Bad input is a 4xx, never a 500 (beyond the spec): seeded malformed requests to every route of
 * the BFF and both simulators, with and without a session. CI runs a short slice; the full run is
 * `npm run fuzz -w @paygpa/bff` (PAYGPA_FUZZ_REQUESTS, PAYGPA_FUZZ_SEED).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSummary, runFuzz } from "./fuzz/run";
import { type FuzzStack, startFuzzStack } from "./fuzz/stack";

const requests = Number(process.env.PAYGPA_FUZZ_REQUESTS ?? 1_500);
const seed = Number(process.env.PAYGPA_FUZZ_SEED ?? 20261123);

describe("malformed requests to the BFF and the simulators", () => {
  let stack: FuzzStack;
  beforeAll(async () => {
    stack = await startFuzzStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it(
    `answer 4xx in each app's error shape, never 5xx, and change nothing (${requests} requests, seed ${seed})`,
    async () => {
      const summary = await runFuzz(stack, { seed, requests });
      console.log(formatSummary(summary));
      expect(summary.requests).toBe(requests);
      expect(summary.findings).toEqual([]);
    },
    // Generous: a loaded machine runs the full 12,000 in minutes, not seconds.
    Math.max(120_000, requests * 250),
  );
});
