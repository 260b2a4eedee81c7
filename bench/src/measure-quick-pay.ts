/**
 * Quick pay step 1 → step 2 (bench/README.md): the account and zip posted to the portal, with a billing
 * latency injected; the billing calls it made, from the billing simulator's journal, and how many
 * of them waited for another (waves of the latency). Target: one round trip.
 */
import { control, postForm } from "./http";
import { setBillingLatency } from "./measure-dashboard";
import type { Stack } from "./stack";
import { median, sequentialWaves } from "./stats";
import type { Row } from "./table";

export interface QuickPayFigures {
  latencyMs: number;
  durationMs: number;
  billingCalls: number;
  roundTrips: number;
  paths: string[];
}

interface JournalEntry {
  at: string;
  path: string;
}

async function oneStep(stack: Stack, latencyMs: number) {
  await control(stack.ccb.url, stack.controlToken, "/journal", "DELETE");
  const answer = await postForm(stack.portal.url, "/paynow", {
    intent: "validate",
    accountId: "1000000001",
    postal: "96913",
  });
  if (answer.status !== 302 && answer.status !== 303 && answer.status !== 204 && answer.status !== 200) {
    throw new Error(`quick pay step 1 answered ${answer.status}`);
  }
  if (!/step=2/.test(String(answer.headers.location ?? "")) && !answer.body.includes("step=2")) {
    throw new Error("quick pay step 1 did not lead to step 2");
  }
  const journal = await control(stack.ccb.url, stack.controlToken, "/journal");
  const entries = (journal.entries as JournalEntry[]) ?? [];
  const waves = sequentialWaves(
    entries.map((entry) => Date.parse(entry.at)),
    latencyMs,
  );
  return { durationMs: answer.totalMs, entries, waves: waves ?? 0 };
}

export async function measureQuickPay(
  stack: Stack,
  latencyMs: number,
  tries: number,
): Promise<QuickPayFigures> {
  await setBillingLatency(stack, latencyMs);
  try {
    const runs = [];
    for (let index = 0; index < tries; index += 1) runs.push(await oneStep(stack, latencyMs));
    const last = runs.at(-1);
    return {
      latencyMs,
      durationMs: median(runs.map((run) => run.durationMs)),
      billingCalls: last?.entries.length ?? 0,
      roundTrips: Math.max(...runs.map((run) => run.waves)),
      paths: last?.entries.map((entry) => entry.path) ?? [],
    };
  } finally {
    await setBillingLatency(stack, 0);
  }
}

export function quickPayRows(figures: QuickPayFigures): Row[] {
  const label = `quick pay step 1 → 2, billing +${figures.latencyMs} ms`;
  return [
    {
      figure: `${label}: billing calls`,
      value: figures.billingCalls,
      unit: "",
      reference: null,
      referenceLabel: figures.paths.join(", "),
      target: { kind: "none" },
    },
    {
      figure: `${label}: billing round trips one after another`,
      value: figures.roundTrips,
      unit: "",
      reference: null,
      referenceLabel: "",
      target: { kind: "value-at-most", limit: 1 },
    },
    {
      figure: `${label}: step 1 post, median`,
      value: figures.durationMs,
      unit: "ms",
      reference: figures.latencyMs,
      referenceLabel: "injected latency",
      target: { kind: "ratio-at-most", limit: 1.5 },
    },
  ];
}
