/**
 * The guides' command blocks (docs/qa-guide.md, docs/trainer-guide.md, docs/simulator-control.md):
 * a block fenced ```sh guide-setup sets variables and helpers; each block fenced ```sh guide-run is
 * run after the setup blocks of its guide, exactly as a reader would paste them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface GuideBlock {
  guide: string;
  /** 1-based line of the opening fence, for the failure message. */
  line: number;
  script: string;
}

const FENCE = /^```(\S*)\s*(.*)$/;

/** The setup and run blocks of one guide, in order. */
export function guideBlocks(markdown: string, guide: string): { setup: string[]; runs: GuideBlock[] } {
  const setup: string[] = [];
  const runs: GuideBlock[] = [];
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index] ?? "");
    if (!open || open[1] === "") continue;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? "")) body.push(lines[end++] ?? "");
    const mark = open[1] === "sh" ? open[2]?.trim() : "";
    if (mark === "guide-setup") setup.push(body.join("\n"));
    if (mark === "guide-run") runs.push({ guide, line: index + 1, script: body.join("\n") });
    index = end;
  }
  return { setup, runs };
}

export const GUIDES = ["qa-guide.md", "trainer-guide.md", "simulator-control.md"];

export function readGuide(root: string, guide: string): string {
  return readFileSync(join(root, "docs", guide), "utf8");
}

/** The scenarios the QA guide's "Named scenarios" table lists, in its order (its rows' first cell). */
export function guideScenarioNames(markdown: string): string[] {
  return [...markdown.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((row) => row[1] ?? "");
}
