import { describe, expect, it } from "vitest";
import { nodeFlagsOfStartScript } from "./stack";

describe("the node flags of a workspace's npm start", () => {
  it("takes every flag between node and the entry, leaving the environment out", () => {
    const script = "PAYGPA_MODE=demo node --enable-source-maps --max-old-space-size=512 dist/server.mjs";
    expect(nodeFlagsOfStartScript(script, "dist/server.mjs")).toEqual([
      "--enable-source-maps",
      "--max-old-space-size=512",
    ]);
  });

  it("falls back to source maps alone when the script runs something else", () => {
    expect(nodeFlagsOfStartScript("remix-serve build/index.js", "dist/server.mjs")).toEqual([
      "--enable-source-maps",
    ]);
  });
});
