/**
 * Lighthouse (bench/README.md), its default mobile preset (emulated phone, simulated slow 4G and CPU),
 * on the home page, quick pay and the dashboard, in Debian's Chromium (`CHROMIUM_PATH`, else
 * /usr/bin/chromium). Targets: performance ≥ 95, accessibility 100, best practices ≥ 95.
 * Lighthouse 12.8 is the newest that runs on Node 20 (13 needs Node 22.19).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { freePort } from "./stack";
import type { Row } from "./table";

export interface LighthousePage {
  name: string;
  url: string;
  cookie?: string;
}

export interface LighthouseScores {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** The audits that cost points, for the README's "what remains". */
  failing: string[];
  /** Where the page ended (a dashboard that fell back to the login page would show it). */
  finalUrl?: string;
  /** The performance metrics behind the score (ms; CLS unitless). */
  metrics?: Record<string, number | null>;
  /** The largest paint's element and its phases (TTFB, load delay, load time, render delay), as Lighthouse tells them. */
  largestPaint?: string;
  /** What blocks the first render (Lighthouse's render-blocking-resources: URLs, ms it costs). */
  renderBlocking?: string[];
}

type AuditDetails = { type?: string; items?: Record<string, unknown>[] } | undefined;

/** The LCP element's snippet and the phases of its paint, from `largest-contentful-paint-element`. */
export function largestPaintOf(details: AuditDetails): string | undefined {
  const tables = details?.type === "list" ? (details.items as AuditDetails[]) : [details];
  const element = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? [])
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`)
    .join(", ");
  if (!element?.snippet) return undefined;
  return phases ? `${element.snippet} (${phases})` : element.snippet;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

async function launchChromium(): Promise<{ port: number; chromium: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "paygpa-bench-chromium-"));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { port, chromium, profile };
    await new Promise((done) => setTimeout(done, 200));
  }
  chromium.kill();
  throw new Error("Chromium did not open its debugging port within 30 s");
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

export async function runLighthouse(pages: readonly LighthousePage[]): Promise<LighthouseScores[]> {
  const { port, chromium, profile } = await launchChromium();
  try {
    const scores: LighthouseScores[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      // A page that ended elsewhere (the dashboard sent back to the login page) is not scored.
      const ended = result?.lhr.finalDisplayedUrl;
      if (!ended || new URL(ended).pathname !== new URL(page.url).pathname) {
        throw new Error(`Lighthouse on ${page.name} ended at ${ended ?? "nothing"}, not ${page.url}`);
      }
      const categories = result?.lhr.categories;
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
        .map((audit) => audit.id);
      scores.push({
        page: page.name,
        performance: score(categories?.performance?.score),
        accessibility: score(categories?.accessibility?.score),
        bestPractices: score(categories?.["best-practices"]?.score),
        failing,
        finalUrl: result?.lhr.finalDisplayedUrl,
        metrics: Object.fromEntries(
          METRICS.map((id) => [id, result?.lhr.audits[id]?.numericValue ?? null] as const),
        ),
        largestPaint: largestPaintOf(
          result?.lhr.audits["largest-contentful-paint-element"]?.details as AuditDetails,
        ),
        renderBlocking: (
          (result?.lhr.audits["render-blocking-resources"]?.details as AuditDetails)?.items ?? []
        ).map((item) => `${String(item.url)} ${Math.round(Number(item.wastedMs ?? 0))} ms`),
      });
    }
    return scores;
  } finally {
    const exited = new Promise((done) => chromium.once("exit", done));
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

export function lighthouseRows(scores: readonly LighthouseScores[]): Row[] {
  return scores.flatMap((page) => {
    const row = (category: string, value: number | null, limit: number): Row => ({
      figure: `Lighthouse mobile, ${page.page}: ${category}`,
      value,
      unit: "",
      reference: null,
      referenceLabel: "",
      target: { kind: "value-at-least", limit },
    });
    return [
      row("performance", page.performance, 95),
      row("accessibility", page.accessibility, 100),
      row("best practices", page.bestPractices, 95),
    ];
  });
}
