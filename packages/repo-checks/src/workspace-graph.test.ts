import { describe, expect, it } from "vitest";
import { workspaceCircles, workspaceOf } from "./workspace-graph.js";

describe("workspaceCircles", () => {
  it("finds a circle through dependencies and devDependencies alike, once", () => {
    const workspaces = [
      workspaceOf({ name: "@paygpa/a", dependencies: { "@paygpa/b": "*", pino: "1" } }),
      workspaceOf({ name: "@paygpa/b", devDependencies: { "@paygpa/a": "*" } }),
      workspaceOf({ name: "@paygpa/c", dependencies: { "@paygpa/a": "*" } }),
    ];
    expect(workspaceCircles(workspaces)).toEqual(["@paygpa/a -> @paygpa/b"]);
  });

  it("finds none in a layered graph", () => {
    const workspaces = [
      workspaceOf({ name: "@paygpa/runtime" }),
      workspaceOf({ name: "@paygpa/contract" }),
      workspaceOf({ name: "@paygpa/bff", dependencies: { "@paygpa/contract": "*", "@paygpa/runtime": "*" } }),
      workspaceOf({ name: "@paygpa/portal", dependencies: { "@paygpa/contract": "*" } }),
    ];
    expect(workspaceCircles(workspaces)).toEqual([]);
  });
});
