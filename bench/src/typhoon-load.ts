/**
 * `npm run bench -- --typhoon` (bench/README.md, "Typhoon"): the first hour of a typhoon on the
 * outage reports. Reports from 10 % of the customers within 15 minutes, played compressed
 * (`--compression=30`, on `--customers=2000`, billing's bulk population) or at full size
 * (`--full-size`: 50,000 customers, real time); then a slice with the outage system down for part
 * of it. It prints the rate, p50/p95 latency and errors, waits for the outbox to drain, and counts
 * the outage system's answered trouble calls against the reports accepted. Timings never fail it;
 * a lost or doubled report does (exit 1). PAYGPA_DATABASE_URL set: two BFFs on that PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { bulkWebUserCredentials } from "@paygpa/fixtures";
import { bffLogin, control } from "./http";
import { ROOT, stopAll } from "./stack";
import { quantile } from "./stats";
import {
  type Tally,
  TROUBLE_CALLS_PATH,
  type TroubleCallEntry,
  scheduleOf,
  tally,
} from "./typhoon-load-count";
import { type TyphoonStack, startTyphoonStack } from "./typhoon-load-stack";

const option = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Reporter {
  token: string;
  accountId: string;
}

interface Sent {
  ms: number;
  reportId: string | null;
  status: number;
}

/** Logs in up to `wanted` of the bulk web users at the BFF, each with one account it may report for. */
async function logIn(bff: string, wanted: number): Promise<Reporter[]> {
  const reporters: Reporter[] = [];
  for (let n = 1; reporters.length < wanted && n <= wanted * 2; n += 1) {
    const { username, password } = bulkWebUserCredentials(n);
    const token = await bffLogin(bff, username, password).catch(() => null);
    if (!token) continue;
    const answer = await fetch(`${bff}/api/v1/outages`, { headers: { authorization: `Bearer ${token}` } });
    const accountId = /"accountId":"(\d{10})"/.exec(await answer.text())?.[1];
    if (accountId) reporters.push({ token, accountId });
  }
  if (reporters.length === 0) throw new Error("no bulk web user could log in");
  return reporters;
}

async function report(bff: string, reporter: Reporter): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(`${bff}/api/v1/outages/report`, {
      method: "POST",
      headers: { authorization: `Bearer ${reporter.token}`, "content-type": "application/json" },
      body: JSON.stringify({ accountId: reporter.accountId, problem: "no-power" }),
    });
    const answer = (await response.json().catch(() => ({}))) as { reportId?: unknown };
    const reportId = response.ok && typeof answer.reportId === "string" ? answer.reportId : null;
    return { ms: performance.now() - started, reportId, status: response.status };
  } catch {
    return { ms: performance.now() - started, reportId: null, status: 0 };
  }
}

/** Sends `count` reports open-loop at `rate` a second, the BFFs and the reporters taken in turn. */
async function sendReports(stack: TyphoonStack, reporters: Reporter[], count: number, rate: number) {
  const started = performance.now();
  const pending: Promise<Sent>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const bff = stack.bffs[i % stack.bffs.length]?.url as string;
    pending.push(report(bff, reporters[i % reporters.length] as Reporter));
  }
  const sent = await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  const times = sent.map((s) => s.ms);
  const figures = {
    reports: count,
    seconds: Math.round(seconds * 10) / 10,
    rate: Math.round((count / seconds) * 10) / 10,
    p50Ms: Math.round(quantile(times, 0.5)),
    p95Ms: Math.round(quantile(times, 0.95)),
    errors: sent.filter((s) => s.reportId === null).length,
  };
  return { figures, accepted: sent.flatMap((s) => (s.reportId ? [s.reportId] : [])) };
}

/** The outage system's journal of trouble calls, gathered as it goes (it keeps the newest 1,000). */
class CallLog {
  readonly entries = new Map<number, TroubleCallEntry>();
  constructor(private readonly stack: TyphoonStack) {}
  async read(): Promise<void> {
    const path = `/journal?path=${encodeURIComponent(TROUBLE_CALLS_PATH)}`;
    const answer = await control(this.stack.oms.url, this.stack.controlToken, path);
    for (const entry of answer.entries as TroubleCallEntry[]) this.entries.set(entry.seq, entry);
  }
  /** Reads until every accepted report has its call (or `limitMs` passed); answers the tally. */
  async drained(accepted: readonly string[], limitMs: number): Promise<Tally & { drainSeconds: number }> {
    const started = performance.now();
    let counted = tally(accepted, []);
    while (performance.now() - started < limitMs) {
      await this.read();
      counted = tally(accepted, [...this.entries.values()]);
      if (counted.lost.length === 0) break;
      await sleep(500);
    }
    // One more second, to see a delivery doubled after the last one.
    await sleep(1000);
    await this.read();
    counted = tally(accepted, [...this.entries.values()]);
    return { ...counted, drainSeconds: Math.round((performance.now() - started) / 100) / 10 };
  }
}

function printSlice(
  name: string,
  figures: Record<string, number>,
  counted: Tally & { drainSeconds: number },
) {
  console.log(
    `${name}: ${figures.reports} reports in ${figures.seconds} s (${figures.rate}/s), p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ${figures.errors} errors; ` +
      `accepted ${counted.accepted}, delivered ${counted.delivered} in ${counted.drainSeconds} s, lost ${counted.lost.length}, doubled ${counted.doubled.length}, calls refused while down ${counted.refused}`,
  );
}

export async function typhoonLoad(): Promise<void> {
  const fullSize = process.argv.includes("--full-size");
  const databaseUrl = process.env.PAYGPA_DATABASE_URL;
  const database = databaseUrl ? { url: databaseUrl, instances: 2 } : null;
  const schedule = scheduleOf({
    customers: Number(option("customers") ?? (fullSize ? 50_000 : 2000)),
    share: 0.1,
    windowSeconds: 15 * 60,
    compression: Number(option("compression") ?? (fullSize ? 1 : 30)),
  });
  const downSeconds = Number(option("down-seconds") ?? 10);
  const logFolder = mkdtempSync(join(tmpdir(), "paygpa-typhoon-"));
  let stack: TyphoonStack | null = null;
  let failed = false;
  try {
    console.log(`typhoon load on ${database ? "postgresql, 2 BFFs" : "sqlite"} (logs in ${logFolder}) …`);
    stack = await startTyphoonStack(logFolder, database);
    const reporters = await logIn(stack.bffs[0]?.url as string, Math.min(schedule.reports, 300));
    console.log(
      `${reporters.length} customers logged in; ${schedule.reports} reports at ${schedule.rate.toFixed(1)}/s`,
    );
    const calls = new CallLog(stack);
    const poll = setInterval(() => void calls.read().catch(() => undefined), 1000);
    const storm = await sendReports(stack, reporters, schedule.reports, schedule.rate);
    const stormCount = await calls.drained(storm.accepted, 120_000);
    printSlice("storm", storm.figures, stormCount);
    // The outage system down while a slice of `downSeconds` is sent: accepted, none delivered; then back.
    const sliceReports = Math.max(1, Math.round(schedule.rate * downSeconds));
    await control(stack.oms.url, stack.controlToken, "/faults", "PUT", { route: "*", down: true });
    const slice = await sendReports(stack, reporters, sliceReports, schedule.rate);
    await sleep(2000);
    await calls.read();
    const whileDown = tally(slice.accepted, [...calls.entries.values()]).delivered;
    await control(stack.oms.url, stack.controlToken, "/faults", "DELETE");
    console.log(
      `outage system down: ${slice.accepted.length} reports accepted, ${whileDown} delivered while it was down`,
    );
    const all = [...storm.accepted, ...slice.accepted];
    const sliceCount = await calls.drained(all, 120_000);
    clearInterval(poll);
    printSlice("outage system down, then back (both slices counted)", slice.figures, sliceCount);
    failed =
      whileDown > 0 ||
      stormCount.lost.length +
        stormCount.doubled.length +
        sliceCount.lost.length +
        sliceCount.doubled.length >
        0;
    const [one, five] = loadavg();
    console.log(
      `machine: ${availableParallelism()} cores, load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min)`,
    );
    const kind = database ? "postgresql" : "sqlite";
    const results = {
      at: new Date().toISOString(),
      database: kind,
      fullSize,
      schedule,
      loadAverage: [one, five],
    };
    const counts = (c: Tally & { drainSeconds: number }) => ({
      ...c,
      lost: c.lost.length,
      doubled: c.doubled.length,
      strangers: c.strangers.length,
    });
    const figures = {
      ...results,
      storm: { ...storm.figures, ...counts(stormCount) },
      down: { ...slice.figures, deliveredWhileDown: whileDown, ...counts(sliceCount) },
    };
    mkdirSync(join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(join(ROOT, `bench/results/typhoon-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`written: bench/results/typhoon-${kind}.json`);
    if (failed)
      console.log(
        `FAILED: lost ${sliceCount.lost.join(", ") || "none"}; doubled ${sliceCount.doubled.join(", ") || "none"}`,
      );
  } finally {
    if (stack) await stopAll([stack.ccb, stack.oms, ...stack.bffs]);
  }
  if (!failed) rmSync(logFolder, { recursive: true, force: true });
  if (failed) process.exitCode = 1;
}
