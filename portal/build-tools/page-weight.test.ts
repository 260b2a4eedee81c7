import { describe, expect, it } from "vitest";
import type { ChunkRecord } from "./chunk-packages";
import { packageOf } from "./chunk-packages";
import { type Budgets, type RemixManifest, checkBudgets, growth, pageWeights } from "./page-weight";

/** A small app: the React runtime, a home page, and a dashboard whose chart loads on demand. */
const manifest: RemixManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/public/home": { id: "routes/public/home", parentId: "root", module: "/assets/home.js" },
    "routes/account/overview": {
      id: "routes/account/overview",
      parentId: "root",
      module: "/assets/overview.js",
      imports: ["/assets/table.js"],
    },
  },
};
const chunk = (packages: string[], imports: string[] = [], dynamicImports: string[] = []): ChunkRecord => ({
  packages,
  imports,
  dynamicImports,
});
const chunks: Record<string, ChunkRecord> = {
  "/assets/entry.js": chunk([]),
  "/assets/react.js": chunk(["react", "react-dom"]),
  "/assets/root.js": chunk([], ["/assets/react.js"]),
  "/assets/home.js": chunk([]),
  "/assets/overview.js": chunk([], ["/assets/table.js"], ["/assets/chart.js"]),
  "/assets/table.js": chunk([]),
  "/assets/chart.js": chunk(["apexcharts"]),
};
const KB = 1024;
const sizes: Record<string, number> = {
  "/assets/entry.js": 2 * KB,
  "/assets/react.js": 80 * KB,
  "/assets/root.js": 1 * KB,
  "/assets/home.js": 10 * KB,
  "/assets/overview.js": 20 * KB,
  "/assets/table.js": 5 * KB,
  "/assets/chart.js": 150 * KB,
};
const budgets: Budgets = {
  firstLoadKb: { default: 200, "routes/public/home": 100 },
  heavyPackages: { apexcharts: [] },
};
const weigh = (overrides: Partial<typeof sizes> = {}) =>
  pageWeights(manifest, chunks, (file) => ({ ...sizes, ...overrides })[file] ?? 0);

describe("page weight of each screen (decision 022)", () => {
  it("counts the runtime, the route chain and static imports on the first load, and what loads on demand apart", () => {
    const overview = weigh().find((weight) => weight.route === "routes/account/overview");
    expect(overview?.firstLoadKb).toBe(108);
    expect(overview?.laterKb).toBe(150);
    expect(overview?.packages).not.toContain("apexcharts");
    expect(overview?.laterPackages).toEqual(["apexcharts"]);
  });

  it("passes when every screen is within its budget and heavy libraries load on demand", () => {
    expect(checkBudgets(weigh(), budgets)).toEqual([]);
  });

  it("fails when the home page grows over 100 KB, and says what grew", () => {
    const grown = weigh({ "/assets/home.js": 25 * KB });
    expect(checkBudgets(grown, budgets)).toEqual([
      { route: "routes/public/home", message: "first load 108 KB gzip is over its budget of 100 KB" },
    ]);
    expect(growth(grown, { "routes/public/home": 93, "routes/account/overview": 108 })).toEqual([
      { route: "routes/public/home", now: 108, before: 93, grewKb: 15 },
    ]);
  });

  it("fails when a heavy library joins a screen's first load", () => {
    const eager = { ...chunks, "/assets/overview.js": chunk([], ["/assets/table.js", "/assets/chart.js"]) };
    const weights = pageWeights(manifest, eager, (file) => sizes[file] ?? 0);
    expect(checkBudgets(weights, { ...budgets, firstLoadKb: { default: 1000 } })).toEqual([
      {
        route: "routes/account/overview",
        message: "apexcharts is in its first load; it belongs only to lazy chunks",
      },
    ]);
  });
});

describe("until idle: the first load and what a screen fetches by itself after hydration", () => {
  const withPopup: Record<string, ChunkRecord> = {
    ...chunks,
    "/assets/home.js": chunk([], [], ["/assets/popup.js", "/assets/quick-pay.js"]),
    "/assets/popup.js": { ...chunk([], ["/assets/dialog.js"]), name: "system-popup" },
    "/assets/dialog.js": chunk(["@radix-ui/react-dialog"]),
    "/assets/quick-pay.js": { ...chunk([], ["/assets/dialog.js"]), name: "quick-pay-dialog" },
  };
  const popupSizes: Record<string, number> = {
    ...sizes,
    "/assets/popup.js": 2 * KB,
    "/assets/dialog.js": 15 * KB,
    "/assets/quick-pay.js": 9 * KB,
  };
  const weighIdle = (idleLoads: Record<string, string[]>) =>
    pageWeights(manifest, withPopup, (file) => popupSizes[file] ?? 0, idleLoads);
  const home = (weights: ReturnType<typeof weighIdle>) =>
    weights.find((w) => w.route === "routes/public/home");

  it("adds the named chunks and their imports, not what waits for the visitor", () => {
    const weights = weighIdle({ "routes/public/home": ["system-popup"] });
    expect(home(weights)?.firstLoadKb).toBe(93);
    expect(home(weights)?.untilIdleKb).toBe(110);
    expect(home(weighIdle({}))?.untilIdleKb).toBe(93);
  });

  it("fails over the until-idle budget, and when a named chunk is not in the build", () => {
    const idleBudgets = { ...budgets, untilIdleKb: { default: 200, "routes/public/home": 100 } };
    expect(checkBudgets(weighIdle({ "routes/public/home": ["system-popup"] }), idleBudgets)).toEqual([
      { route: "routes/public/home", message: "until idle 110 KB gzip is over its budget of 100 KB" },
    ]);
    expect(checkBudgets(weighIdle({ "routes/public/home": ["slider"] }), idleBudgets)).toEqual([
      { route: "routes/public/home", message: "idleLoads names slider, a chunk this screen never loads" },
    ]);
  });
});

describe("the package a bundled module comes from", () => {
  it("names scoped and plain packages, and ignores the portal's own code and asset URLs", () => {
    expect(packageOf("/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs")).toBe(
      "@radix-ui/react-dialog",
    );
    expect(packageOf("/repo/node_modules/.pnpm/x/node_modules/swiper/swiper.mjs")).toBe("swiper");
    expect(packageOf("/repo/portal/app/root.tsx")).toBeNull();
    expect(packageOf("/repo/node_modules/quill/dist/quill.snow.css?url")).toBeNull();
  });
});
