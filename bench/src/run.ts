/**
 * `npm run bench [-- --quick]` (bench/README.md): starts the stack from its built JavaScript on free
 * ports, measures every figure beside its reference of the same run, prints one table and writes
 * bench/results/latest.json. Timings never fail it: it exits 0 unless the harness itself breaks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { bffLogin, portalLogin } from "./http";
import { type LighthouseScores, lighthouseRows, runLighthouse } from "./lighthouse";
import { dashboardRows, measureDashboard } from "./measure-dashboard";
import { type OverheadPair, measureOverhead, overheadRows } from "./measure-overhead";
import { measureQuickPay, quickPayRows } from "./measure-quick-pay";
import { type SoakLoad, soak, soakRows } from "./measure-soak";
import { ensureBareRemixBuilt } from "./bare-remix-build";
import { billDay } from "./bill-day";
import { typhoonLoad } from "./typhoon-load";
import { billingCallsOf, captureMarkup, startBareKoa, startBareRemix } from "./references";
import { ROOT, type Service, type Stack, rssMegabytes, startStack, stopAll } from "./stack";
import { type Row, judge, renderTable } from "./table";

const quick = process.argv.includes("--quick");
/** `--profile=bff,portal`: those services run with `--cpu-prof`; profiles kept in bench/results/profiles. */
const profiled = optionList("--profile");
/** `--only=overhead,memory`: only those sections (dashboard, quick-pay, overhead, memory, lighthouse). */
const only = optionList("--only");
/** `--lighthouse=home,dashboard`: the pages Lighthouse audits (default: home in a quick pass, else all three). */
const lighthouseChoice = optionList("--lighthouse").map((page) => page.replace("-", " "));
/** `--soak=SECONDS` (the soak is 600): every service's RSS after a warm-up and after the mix. */
const soakSeconds = Number(optionList("--soak")[0] ?? 0);
const runs = (section: string) => only.length === 0 || only.includes(section);

function optionList(name: string): string[] {
  const option = process.argv.find((argument) => argument.startsWith(`${name}=`));
  return option
    ? option
        .slice(name.length + 1)
        .split(",")
        .filter(Boolean)
    : [];
}
const plan = quick
  ? { requests: 10, latencies: [0, 50, 200], seconds: 3, warmUp: 1, lighthousePages: ["home"] }
  : {
      requests: 30,
      latencies: [0, 50, 200],
      seconds: 10,
      warmUp: 3,
      lighthousePages: ["home", "quick pay", "dashboard"],
    };

const FRANK = {
  userName: "frank.leonguerrero",
  password: "Seven#Accts7",
  personId: "",
  account: "1000000012",
};

function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? "unknown",
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

function memoryRows(services: readonly Service[], idle: Map<string, number | null>): Row[] {
  return services.map((service) => ({
    figure: `memory (RSS) of ${service.name} after the load`,
    value: rssMegabytes(service.child),
    unit: "MB",
    reference: idle.get(service.name) ?? null,
    referenceLabel: "idle",
    target: { kind: "none" },
  }));
}

function overheadPairs(stack: Stack, bareRemix: Service, bareKoa: Service, cookie: string, token: string) {
  const bffHeaders = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const bffPost = (path: string, body: unknown) => ({
    url: `${stack.bff.url}${path}`,
    method: "POST" as const,
    headers: bffHeaders,
    body: JSON.stringify(body),
  });
  const bare = (path: string) => ({ url: `${bareKoa.url}${path}`, method: "POST" as const });
  const pairs: OverheadPair[] = [
    {
      figure: "portal SSR of /",
      product: { url: `${stack.portal.url}/` },
      reference: { url: `${bareRemix.url}/` },
      referenceLabel: "bare Remix",
    },
    {
      figure: "portal SSR of the dashboard (7 accounts)",
      product: { url: `${stack.portal.url}/dashboard`, headers: { cookie } },
      reference: { url: `${bareRemix.url}/dashboard`, headers: { cookie: `bare_token=${token}` } },
      referenceLabel: "bare Remix",
    },
    {
      figure: "BFF POST /api/v1/user-latest-bill",
      product: bffPost("/api/v1/user-latest-bill", { accountId: FRANK.account }),
      reference: bare("/bare/user-latest-bill"),
      referenceLabel: "bare Koa",
    },
    {
      figure: "BFF POST /api/v1/user-details",
      product: bffPost("/api/v1/user-details", { personId: FRANK.personId }),
      reference: bare("/bare/user-details"),
      referenceLabel: "bare Koa",
    },
  ];
  return pairs;
}

async function referencesFor(
  stack: Stack,
  token: string,
  cookie: string,
  logFolder: string,
  profileFolder: string | null,
) {
  const session = (await (
    await fetch(`${stack.bff.url}/api/v1/session`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { personId: string };
  FRANK.personId = session.personId;
  const bffPost = (path: string, body: unknown) => () =>
    fetch(`${stack.bff.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const calls = {
    "/bare/user-latest-bill": await billingCallsOf(
      stack,
      bffPost("/api/v1/user-latest-bill", { accountId: FRANK.account }),
    ),
    "/bare/user-details": await billingCallsOf(
      stack,
      bffPost("/api/v1/user-details", { personId: FRANK.personId }),
    ),
  };
  console.log("bare Koa replays the BFF's billing calls:", JSON.stringify(calls));
  const [bareKoa, bareRemix] = await Promise.all([
    startBareKoa(stack, calls, logFolder),
    startBareRemix(stack, logFolder, await captureMarkup(stack, cookie, logFolder), {
      services: profiled,
      folder: profileFolder,
    }),
  ]);
  return { bareKoa, bareRemix };
}

/** The soak's mix: anonymous home pages, the seven-account dashboard, the BFF's account line. */
function soakMix(stack: Stack, cookie: string, token: string): SoakLoad[] {
  return [
    { load: { url: `${stack.portal.url}/` }, connections: 2 },
    { load: { url: `${stack.portal.url}/dashboard`, headers: { cookie } }, connections: 2 },
    {
      load: {
        url: `${stack.bff.url}/api/v1/user-latest-bill`,
        method: "POST" as const,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ accountId: FRANK.account }),
      },
      connections: 4,
    },
  ];
}

async function lighthouseSection(stack: Stack, cookie: string, raw: Record<string, unknown>): Promise<Row[]> {
  console.log("Lighthouse …");
  const pages = [
    { name: "home", url: `${stack.portal.url}/` },
    { name: "quick pay", url: `${stack.portal.url}/paynow` },
    { name: "dashboard", url: `${stack.portal.url}/dashboard`, cookie },
  ].filter((page) =>
    (lighthouseChoice.length > 0 ? lighthouseChoice : plan.lighthousePages).includes(page.name),
  );
  // Without a Chromium the other figures still stand: the scores stay empty, the reason is printed.
  const lighthouse = await runLighthouse(pages).catch((error: unknown) => {
    console.error("Lighthouse did not run:", error instanceof Error ? error.message : error);
    return pages.map(
      (page): LighthouseScores => ({
        page: page.name,
        performance: null,
        accessibility: null,
        bestPractices: null,
        failing: [],
      }),
    );
  });
  raw.lighthouse = lighthouse;
  for (const page of lighthouse) {
    const metrics = Object.entries(page.metrics ?? {})
      .map(([id, value]) => `${id} ${value === null ? "–" : Math.round(value * 100) / 100}`)
      .join(", ");
    console.log(`Lighthouse, ${page.page} (${page.finalUrl ?? "?"}): ${metrics}`);
    if (page.failing.length > 0) console.log(`  audits failed: ${page.failing.join(", ")}`);
    if (page.largestPaint) console.log(`  largest paint: ${page.largestPaint}`);
    if (page.renderBlocking?.length) console.log(`  render-blocking: ${page.renderBlocking.join(", ")}`);
  }
  return lighthouseRows(lighthouse);
}

async function main(): Promise<void> {
  const logFolder = mkdtempSync(join(tmpdir(), "paygpa-bench-"));
  const started: Service[] = [];
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  try {
    // Built here, when its inputs changed, not by turbo's build that `npm start` runs.
    ensureBareRemixBuilt();
    console.log(`starting the stack from built JavaScript (logs in ${logFolder}) …`);
    const profileFolder = profiled.length > 0 ? join(ROOT, "bench/results/profiles") : null;
    if (profileFolder) rmSync(profileFolder, { recursive: true, force: true });
    const stack = await startStack(logFolder, { services: profiled, folder: profileFolder });
    started.push(stack.ccb, stack.gateway, stack.bff, stack.portal);
    await new Promise((done) => setTimeout(done, 2_000));
    const idle = new Map(started.map((service) => [service.name, rssMegabytes(service.child)] as const));

    const cookie = await portalLogin(stack.portal.url, FRANK.userName, FRANK.password);
    const token = await bffLogin(stack.bff.url, FRANK.userName, FRANK.password);
    const { bareKoa, bareRemix } = await referencesFor(stack, token, cookie, logFolder, profileFolder);
    started.push(bareKoa, bareRemix);
    await new Promise((done) => setTimeout(done, 1_000));
    for (const service of [bareKoa, bareRemix]) idle.set(service.name, rssMegabytes(service.child));

    if (runs("dashboard")) {
      console.log("dashboard under billing latency …");
      const dashboard = await measureDashboard(stack, cookie, plan.latencies, plan.requests);
      raw.dashboard = dashboard;
      rows.push(...dashboardRows(dashboard));
    }

    if (runs("quick-pay")) {
      console.log("quick pay step 1 → 2 …");
      const quickPay = await measureQuickPay(stack, 200, 3);
      raw.quickPay = quickPay;
      rows.push(...quickPayRows(quickPay));
    }

    if (runs("overhead")) {
      console.log("server overhead (autocannon) …");
      const overhead = await measureOverhead(
        overheadPairs(stack, bareRemix, bareKoa, cookie, token),
        plan.seconds,
        plan.warmUp,
      );
      raw.overhead = overhead;
      rows.push(...overheadRows(overhead));
    }
    if (runs("memory")) rows.push(...memoryRows(started, idle));

    if (soakSeconds > 0) {
      console.log(`soak, ${soakSeconds} s …`);
      const soaked = await soak(
        [stack.ccb, stack.gateway, stack.bff, stack.portal],
        soakMix(stack, cookie, token),
        soakSeconds,
      );
      raw.soak = soaked;
      rows.push(...soakRows(soaked.memory, soakSeconds));
    }

    if (runs("lighthouse")) rows.push(...(await lighthouseSection(stack, cookie, raw)));
  } finally {
    await stopAll(started);
  }

  const judged = rows.map(judge);
  const table = renderTable(judged);
  const results = { at: new Date().toISOString(), quick, machine: machine(), rows: judged, raw };
  // Only a full pass is the published table; a quick or partial pass is kept beside it, not committed.
  const name = quick || only.length > 0 ? "quick" : "latest";
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, `bench/results/${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(ROOT, `bench/results/${name}.md`), `${table}\n`);
  const m = results.machine;
  console.log(
    `\n${m.cores} cores, ${m.cpu}, ${m.memoryGB} GB, Node ${m.node}${quick ? " (quick pass)" : ""}\n`,
  );
  console.log(table);
  console.log(`\nwritten: bench/results/${name}.json, bench/results/${name}.md`);
  rmSync(logFolder, { recursive: true, force: true });
}

// `--bill-day` and `--soak-seconds=N` run the bill-day model instead (src/bill-day.ts).
const billDayRun =
  process.argv.includes("--bill-day") || process.argv.some((a) => a.startsWith("--soak-seconds="));
// `--typhoon` runs the outage reports' load instead (src/typhoon-load.ts).
const typhoonRun = process.argv.includes("--typhoon");
(typhoonRun ? typhoonLoad() : billDayRun ? billDay() : main()).catch((error) => {
  console.error("the benchmark harness broke:", error);
  process.exit(1);
});
