/**
 * The top frames of a V8 CPU profile (`.cpuprofile`, written by `node --cpu-prof`): self time summed
 * per function and place, then the same summed per package (`node_modules/<name>`, `node:` internals,
 * or the workspace's own source), as a Markdown table for bench/README.md's "Profiles".
 *
 * `node --import tsx src/profile-top.ts FILE.cpuprofile [rows]`
 */
import { readFileSync } from "node:fs";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  name: string;
  share: number;
  ms: number;
}

/** The package a frame's script belongs to: a dependency, Node's own, or the service's source. */
export function packageOf(url: string): string {
  if (url === "") return "(V8: idle, GC, program)";
  if (url.startsWith("node:")) return "node (internals)";
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (dependency) return dependency;
  const workspace = /\/(packages\/[^/]+|bff|portal|ccb-simulator|gateway-simulator)\//.exec(url)?.[1];
  return workspace ? `${workspace} (own code)` : url;
}

function placeOf(frame: CallFrame): string {
  const file = frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, "");
  return file ? `${file}:${frame.lineNumber + 1}` : "";
}

/** Self time summed by `key`, largest first; shares are of the busy time (idle and program left out). */
export function topFrames(profile: CpuProfile, key: (frame: CallFrame) => string, rows: number): Frame[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame] as const));
  const microseconds = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") return;
    busy += delta;
    const name = key(frame);
    microseconds.set(name, (microseconds.get(name) ?? 0) + delta);
  });
  return [...microseconds.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, us]) => ({ name, ms: us / 1000, share: busy === 0 ? 0 : us / busy }));
}

function table(title: string, frames: readonly Frame[]): string {
  const lines = frames.map(
    (frame) =>
      `| ${frame.name.replaceAll("|", "\\|")} | ${(frame.share * 100).toFixed(1)} % | ${frame.ms.toFixed(0)} |`,
  );
  return [`| ${title} | self, share of busy | ms |`, "| --- | --- | --- |", ...lines].join("\n");
}

function main(): void {
  const [file, rowsArgument] = process.argv.slice(2);
  if (!file) throw new Error("usage: profile-top.ts FILE.cpuprofile [rows]");
  const rows = Number(rowsArgument ?? 15);
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const frameName = (frame: CallFrame) => `${frame.functionName || "(anonymous)"} ${placeOf(frame)}`.trim();
  console.log(table("frame", topFrames(profile, frameName, rows)));
  console.log();
  console.log(
    table(
      "package",
      topFrames(profile, (frame) => packageOf(frame.url), rows),
    ),
  );
}

if (process.argv[1]?.endsWith("profile-top.ts")) main();
