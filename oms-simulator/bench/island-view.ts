/**
 * `npm run bench -w @paygpa/oms-simulator`: the outage-system simulator with 50,000 premises and
 * 2,000 outages open at once (every feeder and 2,000 minus that of transformers), asked over HTTP
 * for the island view and a premise's status. Prints p50 and p95 of each; it never fails on timing
 * (the figures depend on the machine). The island view is measured twice: right after a change (a
 * trouble call before each request, so it is computed again) and unchanged (kept until the next).
 * PREMISES and OUTAGES override the counts; REQUESTS how many of each are timed.
 */
import type { AddressInfo } from "node:net";
import { generateNetwork, VILLAGES } from "@paygpa/fixtures";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock, seededDraws } from "@paygpa/simulator-kit";
import { createApp } from "../src/app";
import { NetworkIndex } from "../src/model/network-index";

const PREMISES = Number(process.env.PREMISES ?? 50_000);
const OUTAGES = Number(process.env.OUTAGES ?? 2_000);
const REQUESTS = Number(process.env.REQUESTS ?? 500);

const draw = seededDraws(41);
const weights = VILLAGES.reduce((sum, village) => sum + village.weight, 0);
function villageAt(x: number) {
  let left = x * weights;
  for (const village of VILLAGES) {
    left -= village.weight;
    if (left < 0) return village;
  }
  return VILLAGES[0] as (typeof VILLAGES)[0];
}
const premises = Array.from({ length: PREMISES }, (_, n) => {
  const village = villageAt(draw());
  return {
    PremiseID: String(1_300_000_000 + n),
    City: village.name,
    Postal: village.zips[0] as string,
    Address: `${1 + (n % 1999)} Route ${1 + (n % 17)}`,
  };
});
const started = performance.now();
const network = new NetworkIndex(generateNetwork(premises, 2026), []);
const clock = manualClock(new Date("2026-03-01T23:00:00Z"));
const app = createApp({}, { clock, control: TEST_CONTROL_ACCESS, network });
const { book } = app.oms;
for (const feeder of network.network.feeders)
  book.open({
    device: { kind: "feeder", id: feeder.id },
    condition: "REAL_DEVICE_OUTAGE",
    cause: "TYPHOON",
    beganAt: clock.now(),
    estimatedRestoration: null,
    estimateSource: "NONE",
  });
const transformers = network.network.transformers;
for (let n = network.network.feeders.length; n < OUTAGES; n += 1)
  book.open({
    device: {
      kind: "transformer",
      id: (transformers[(n * 7919) % transformers.length] as { id: string }).id,
    },
    condition: "REAL_DEVICE_OUTAGE",
    cause: "TYPHOON",
    beganAt: clock.now(),
    estimatedRestoration: null,
    estimateSource: "NONE",
  });
book.settle(clock.now());
const loadedMs = performance.now() - started;

const server = app.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nms/integration`;
const post = (call: string, body: unknown) =>
  fetch(`${base}/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((response) => response.json());

async function timed(run: (n: number) => Promise<unknown>, before?: (n: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let n = 0; n < REQUESTS; n += 1) {
    await before?.(n);
    const start = performance.now();
    await run(n);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] as number).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const servicePoints = network.network.servicePoints;
const pick = (n: number) => servicePoints[(n * 104_729) % servicePoints.length] as (typeof servicePoints)[0];
const island = () => fetch(`${base}/outageSummary`).then((response) => response.json());
const afterChange = await timed(island, (n) =>
  post("troubleCalls", { spId: pick(n).spId, outageCallId: `BENCH-${n}`, outageCodes: "NOPWR" }),
);
const unchanged = await timed(island);
const premiseStatus = await timed((n) => post("jobHistory", { premiseId: pick(n).premiseId }));
server.close();

console.log(
  `oms-simulator bench: ${PREMISES} premises, ${network.network.transformers.length} transformers, ${book.events.size} outages (loaded in ${loadedMs.toFixed(0)} ms), ${REQUESTS} requests each`,
);
console.log(`  island view, after a change:  ${afterChange}`);
console.log(`  island view, unchanged:       ${unchanged}`);
console.log(`  a premise's status:           ${premiseStatus}`);
console.log(
  "  target (issue): island view and a premise's status <= 100 ms p95; figures only, never a failure",
);
