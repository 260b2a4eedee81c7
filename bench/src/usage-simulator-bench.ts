/**
 * The billing simulator's side of the usage bench (decision 042): what it costs the meter data
 * system to work out 13 months of one account's 15-minute reads, cold (another seed each run, so its
 * cache of worked-out periods never answers), without and with trainers' usage edits (a spike day,
 * missing reads, an estimated period and a meter exchange: src/usage/usage-edits.ts). Not part of
 * the BFF's figures, whose targets leave billing's latency out; printed beside them by usage-bench.ts.
 */
import { randomBytes } from "node:crypto";
import { CcbStore } from "../../ccb-simulator/src/store";
import { accountKey, readsBetween } from "../../ccb-simulator/src/usage/interval-reads";
import { guamMidnight } from "../../ccb-simulator/src/usage/load-shape";
import { usageRecords } from "../../ccb-simulator/src/usage/usage-points";

const TODAY = "2026-11-21";
const ACCOUNT = "1000000001";
const DAY_MS = 86_400_000;

/** Median and p95 of the cold work-out, without and with the four edits, and the reads it gives. */
export function simulatorReadsTimes(runs: number): { plain: number[]; edited: number[]; reads: number } {
  const newStore = () => new CcbStore({ seed: 2026, bulkCustomers: 0, trainees: 0 }, randomBytes, TODAY);
  const [store, editedStore] = [newStore(), newStore()];
  for (const edit of [
    { edit: "spike-day", daysAgo: 40 },
    { edit: "missing-reads", daysAgo: 30, hours: 6 },
    { edit: "estimated-period", daysAgo: 20, days: 3 },
    { edit: "meter-exchange", daysAgo: 10 },
  ] as const) {
    editedStore.applyWorldChange({ change: "usage", account: ACCOUNT, ...edit }, new Date(), TODAY);
  }
  const until = guamMidnight(TODAY);
  const from = until - 396 * DAY_MS;
  let seed = 10_000;
  let reads = 0;
  /** One cold work-out (a seed not seen before), timed. */
  const once = (of: CcbStore) => {
    const account = of.account(ACCOUNT);
    if (!account) throw new Error(`no account ${ACCOUNT}`);
    seed += 1;
    const started = performance.now();
    reads = readsBetween(accountKey(seed, ACCOUNT), usageRecords(of, account), from, until, until).length;
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm++) {
    once(store);
    once(editedStore);
  }
  // Alternated, so the machine's load and the JIT weigh on both alike.
  const plain: number[] = [];
  const edited: number[] = [];
  for (let run = 0; run < runs; run++) {
    plain.push(once(store));
    edited.push(once(editedStore));
  }
  return { plain, edited, reads };
}
