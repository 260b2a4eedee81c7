/**
 * The fuzz run: requests spread over every route of every target, each with a credential picked
 * in turn, sent one at a time. A finding is an answer ≥ 500, an error answer not in the app's own
 * shape, or a refused request after which the state differs. A request the app accepted (2xx) is
 * counted apart: its effects are allowed, then put back (clock, faults) so later answers mean the same.
 */
import { malformedRequest } from "./requests";
import { fillPath } from "./routes";
import { seededRandom } from "../seeded-random";
import type { Credential, FuzzStack, FuzzTarget } from "./stack";

export interface FuzzFinding {
  target: string;
  request: string;
  kind: string;
  credential: string;
  status: number;
  problem: string;
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  byTarget: Record<string, number>;
  accepted: number;
  skippedRoutes: string[];
  /** The slowest requests, to keep a run bounded. */
  slowest: Array<{ ms: number; request: string; kind: string }>;
  findings: FuzzFinding[];
}

async function snapshot(stack: FuzzStack): Promise<string> {
  const parts = await Promise.all(stack.targets.map(async (target) => [target.name, await target.state()]));
  return JSON.stringify(parts);
}

function credentialHeaders(
  credential: Credential,
  request: { method: string; target: string; body: string; contentType: string },
): Record<string, string> {
  return "headers" in credential ? credential.headers : credential.sign(request);
}

export async function runFuzz(
  stack: FuzzStack,
  options: { seed: number; requests: number },
): Promise<FuzzSummary> {
  const random = seededRandom(options.seed);
  const summary: FuzzSummary = {
    seed: options.seed,
    requests: 0,
    byStatus: {},
    byTarget: {},
    accepted: 0,
    skippedRoutes: [],
    slowest: [],
    findings: [],
  };
  const plan: Array<{ target: FuzzTarget; method: string; path: string }> = [];
  for (const target of stack.targets) {
    for (const route of target.routes) {
      const key = `${route.method} ${route.path}`;
      if (target.inputless.has(key)) summary.skippedRoutes.push(`${target.name} ${key}`);
      else plan.push({ target, ...route });
    }
  }
  let baseline = await snapshot(stack);
  for (let index = 0; index < options.requests; index += 1) {
    const route = plan[index % plan.length];
    if (!route) break;
    const { target } = route;
    const credential = target.credentials[Math.floor(index / plan.length) % target.credentials.length];
    if (!credential) break;
    const generated = malformedRequest(random, target.vocabulary);
    const path = fillPath(random, route.path, target.pathValues);
    const requestTarget = generated.query ? `${path}?${generated.query}` : path;
    const hasBody = generated.body !== null && route.method !== "GET";
    const headers: Record<string, string> = {
      accept: random.pick(["application/json", "*/*", "text/html", "text/plain"]),
      ...generated.headers,
      ...credentialHeaders(credential, {
        method: route.method,
        target: requestTarget,
        body: hasBody ? (generated.body ?? "") : "",
        contentType: generated.contentType ?? "",
      }),
    };
    if (generated.contentType !== null) headers["content-type"] = generated.contentType;
    else delete headers["content-type"];
    const described = `${route.method} ${requestTarget.slice(0, 120)}`;
    let status = 0;
    let problem: string | null = null;
    const started = performance.now();
    try {
      const response = await fetch(`${target.url}${requestTarget}`, {
        method: route.method,
        headers,
        body: hasBody ? generated.body : undefined,
        redirect: "manual",
      });
      status = response.status;
      const text = await response.text();
      if (status >= 500) problem = `answered ${status}: ${text.slice(0, 200)}`;
      else if (status >= 400)
        problem = target.shapeProblem(status, response.headers.get("content-type") ?? "", text, path);
    } catch (error) {
      problem = `request failed: ${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
    }
    const ms = Math.round(performance.now() - started);
    summary.slowest.push({ ms, request: `${target.name} ${described} ${status}`, kind: generated.kind });
    summary.slowest = summary.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
    summary.requests += 1;
    summary.byStatus[String(status)] = (summary.byStatus[String(status)] ?? 0) + 1;
    summary.byTarget[target.name] = (summary.byTarget[target.name] ?? 0) + 1;
    if (status >= 200 && status < 400) {
      summary.accepted += 1;
      await stack.restore();
      baseline = await snapshot(stack);
    } else {
      const after = await snapshot(stack);
      if (!problem && after !== baseline) problem = `state changed: ${diff(baseline, after)}`;
      baseline = after;
    }
    if (problem) {
      summary.findings.push({
        target: target.name,
        request: described,
        kind: generated.kind,
        credential: credential.name,
        status,
        problem,
      });
    }
  }
  return summary;
}

function diff(before: string, after: string): string {
  const a = JSON.parse(before) as Array<[string, Record<string, unknown>]>;
  const b = JSON.parse(after) as Array<[string, Record<string, unknown>]>;
  const changes: string[] = [];
  a.forEach(([name, state], index) => {
    const next = b[index]?.[1] ?? {};
    for (const key of Object.keys({ ...state, ...next })) {
      if (JSON.stringify(state[key]) !== JSON.stringify(next[key])) {
        changes.push(`${name}.${key} ${JSON.stringify(state[key])} → ${JSON.stringify(next[key])}`);
      }
    }
  });
  return changes.join("; ");
}

export function formatSummary(summary: FuzzSummary): string {
  const statuses = Object.entries(summary.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  const lines = [
    `fuzz seed ${summary.seed}: ${summary.requests} requests (${Object.entries(summary.byTarget)
      .map(([name, count]) => `${name} ${count}`)
      .join(", ")})`,
    `  by status: ${statuses}`,
    `  accepted as valid (2xx/3xx): ${summary.accepted}; findings: ${summary.findings.length}`,
    `  not fuzzed (they read no input): ${summary.skippedRoutes.join(", ")}`,
    `  slowest: ${summary.slowest.map((slow) => `${slow.ms} ms ${slow.request.slice(0, 80)} [${slow.kind}]`).join("; ")}`,
  ];
  for (const finding of summary.findings.slice(0, 40)) {
    lines.push(
      `  ✗ ${finding.target} ${finding.request} [${finding.kind}, ${finding.credential}] ${finding.problem}`,
    );
  }
  return lines.join("\n");
}
