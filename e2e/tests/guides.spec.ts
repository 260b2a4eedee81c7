/**
 * The guides as a newcomer follows them (docs/qa-guide.md "Every sh block…"): every block marked
 * `guide-run` runs, as written, after its guide's `guide-setup` blocks, against this stack, which
 * runs on free ports moved by PAYGPA_PORT_BASE alone (never the defaults), with the control token in
 * PAYGPA_CONTROL_TOKEN; the blocks get those two variables and nothing else of the stack. A block
 * that fails (a route renamed, a body refused, a helper gone) fails here with its guide and line.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { controlToken, portBase } from "../stack";
import { GUIDES, guideBlocks, readGuide } from "./guide-blocks";
import { expect, test } from "./fixtures";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");

for (const guide of GUIDES) {
  const { setup, runs } = guideBlocks(readGuide(ROOT, guide), guide);
  test.describe(`docs/${guide}`, () => {
    test("has command blocks to run, and each runs as written against a stack on other ports", async ({
      stack,
    }) => {
      test.setTimeout(120_000);
      expect(runs.length).toBeGreaterThan(0);
      // The stack is on free ports the runner picked, never the defaults, so a block that still
      // names 3000–3003 (or ignores PAYGPA_PORT_BASE) fails here instead of reaching another stack.
      const ports = Object.values(stack).map((url) => new URL(url).port);
      for (const port of ports) expect(["3000", "3001", "3002", "3003"]).not.toContain(port);
      for (const block of runs) {
        const script = ["set -eo pipefail", ...setup, block.script].join("\n");
        const outcome = await run("bash", ["-c", script], {
          cwd: ROOT,
          env: {
            ...process.env,
            // As a newcomer runs them: the one variable the stack was moved with, and its token.
            PAYGPA_CONTROL_TOKEN: controlToken(),
            PAYGPA_PORT_BASE: portBase(),
            PAYGPA_MODE: "test",
          },
          timeout: 60_000,
        }).then(
          () => null,
          (error: { stderr?: string; stdout?: string; message: string }) =>
            `docs/${guide}:${block.line} failed: ${error.stderr || error.message}\n${error.stdout ?? ""}`.slice(
              0,
              2000,
            ),
        );
        expect(outcome, `docs/${guide}:${block.line}`).toBeNull();
      }
    });
  });
}
