/**
 * The soak (bench/README.md, "Memory"): every service's resident memory after a warm-up and again
 * after `seconds` of a steady mix of the busiest screens and routes (anonymous home pages, the
 * seven-account dashboard, the BFF's account line), all at once on a few connections each.
 * Targets: ≤ 300 MB at the end, and within 10 % of the value after the warm-up (no growth).
 */
import autocannon from "autocannon";
import type { Load } from "./measure-overhead";
import { type Service, rssMegabytes } from "./stack";
import type { Row } from "./table";

export interface SoakLoad {
  load: Load;
  connections: number;
}

export interface SoakMemory {
  service: string;
  startMb: number | null;
  endMb: number | null;
}

async function run(loads: readonly SoakLoad[], seconds: number): Promise<number> {
  const answers = await Promise.all(
    loads.map(async ({ load, connections }) => {
      const result = await autocannon({
        url: load.url,
        method: load.method ?? "GET",
        headers: load.headers ?? {},
        body: load.body,
        connections,
        duration: seconds,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${load.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors in the soak`);
      }
      return result.requests.total;
    }),
  );
  return answers.reduce((sum, total) => sum + total, 0);
}

/** Warm-up (a tenth of the soak, at least 5 s), RSS, the soak itself, RSS again. */
export async function soak(
  services: readonly Service[],
  loads: readonly SoakLoad[],
  seconds: number,
): Promise<{ requests: number; memory: SoakMemory[] }> {
  await run(loads, Math.max(5, Math.round(seconds / 10)));
  const start = new Map(services.map((service) => [service.name, rssMegabytes(service.child)] as const));
  const requests = await run(loads, seconds);
  return {
    requests,
    memory: services.map((service) => ({
      service: service.name,
      startMb: start.get(service.name) ?? null,
      endMb: rssMegabytes(service.child),
    })),
  };
}

export function soakRows(memory: readonly SoakMemory[], seconds: number): Row[] {
  return memory.flatMap(({ service, startMb, endMb }) => [
    {
      figure: `memory (RSS) of ${service} after a ${seconds} s soak`,
      value: endMb,
      unit: "MB",
      reference: startMb,
      referenceLabel: "after warm-up",
      target: { kind: "value-at-most", limit: 300 },
    },
    {
      figure: `memory (RSS) of ${service}: growth over the soak`,
      value: endMb,
      unit: "MB",
      reference: startMb,
      referenceLabel: "after warm-up",
      target: { kind: "ratio-at-most", limit: 1.1 },
    },
  ]);
}
