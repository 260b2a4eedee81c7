import { createRequire } from "node:module";
import { matchRoutes } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import portalRoutes from "../app/routes";
import {
  ANSWERS_PER_SHAPE,
  type MatchRoutes,
  type RouteLike,
  installRouteMatchCache,
  rememberedMatchRoutes,
} from "./route-matching";

interface ConfigEntry {
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/** The portal's route tree as Remix builds it from app/routes.ts (ids from the files), under a root; fresh objects each call. */
function portalTree(): RouteLike[] {
  const of = (entry: ConfigEntry): RouteLike => ({
    id: entry.file,
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.caseSensitive,
    children: entry.children?.map(of),
  });
  return [{ id: "root", path: "", children: (portalRoutes as ConfigEntry[]).map(of) }];
}

const original = matchRoutes as unknown as MatchRoutes;

const PATHS = [
  "/",
  "",
  "/?dialog=quick-pay",
  "/faq#top",
  "/dashboard",
  "/dashboard/",
  "/dashboard?index",
  "/dashboard/bills",
  "/DASHBOARD/Bills",
  "/dashboard/accounts/1000000012/ledger",
  "/dashboard/bills/1000000012/99/view",
  "/admin-dashboard",
  "/admin-dashboard/reports",
  "/admin-dashboard/reports/needs-a-hand",
  "/admin-dashboard/reports/payment/5",
  "/payment-arrangement/payment/thank-you/1000000012",
  "/payment-result/INV%2042",
  "/payment-result/caf%C3%A9",
  "/maintenance/login/soon",
  "/forgot/username",
  "/reset-password/a.b-c",
  "/nothing/here/at/all",
  "//double//slashes",
];

describe("remembered route matches", () => {
  it("answer what React Router answers over the portal's routes, with the given tree's own routes", () => {
    const remembered = rememberedMatchRoutes(original);
    for (const round of [1, 2, 3]) {
      for (const path of PATHS) {
        const tree = portalTree();
        const expected = original(tree, path);
        const answer = remembered(tree, path);
        expect(answer, `${path} (round ${round})`).toEqual(expected);
        answer?.forEach((match, index) => {
          expect(match.route).toBe(expected?.[index]?.route);
          // One params object for the whole answer, as React Router's, never shared between calls.
          expect(match.params).toBe(answer[0]?.params);
          expect(match.params).not.toBe(expected?.[index]?.params);
        });
      }
    }
  });

  it("answer per basename and per pathname, not per search", () => {
    const remembered = rememberedMatchRoutes(original);
    const tree = portalTree();
    expect(remembered(tree, "/portal/faq", "/portal")).toEqual(original(tree, "/portal/faq", "/portal"));
    expect(remembered(tree, "/portal/faq")).toEqual(original(tree, "/portal/faq"));
    expect(remembered(tree, { pathname: "/faq" })?.at(-1)?.route.id).toBe("routes/public/faq.tsx");
    expect(remembered(tree, "/faq?x=1")?.at(-1)?.route.id).toBe("routes/public/faq.tsx");
  });

  it("work the answer out once per tree shape and pathname", () => {
    let calls = 0;
    const remembered = rememberedMatchRoutes((routes, location, basename) => {
      calls += 1;
      return original(routes, location, basename);
    });
    for (let render = 0; render < 5; render += 1) remembered(portalTree(), "/dashboard/bills");
    expect(calls).toBe(1);
    const otherShape = portalTree();
    otherShape[0]?.children?.pop();
    remembered(otherShape, "/dashboard/bills");
    expect(calls).toBe(2);
  });

  it("forget a shape's answers past its bound (random paths do not grow the memory)", () => {
    let calls = 0;
    const remembered = rememberedMatchRoutes((routes, location, basename) => {
      calls += 1;
      return original(routes, location, basename);
    });
    const tree = portalTree();
    for (let page = 0; page <= ANSWERS_PER_SHAPE; page += 1) remembered(tree, `/nothing/${page}`);
    remembered(tree, "/nothing/1");
    expect(calls).toBe(ANSWERS_PER_SHAPE + 2);
  });

  it("are what Remix's server runtime and React Router call once installed", () => {
    const require = createRequire(import.meta.url);
    const router = require("@remix-run/router") as { matchRoutes: unknown };
    const before = router.matchRoutes;
    try {
      installRouteMatchCache();
      const installed = router.matchRoutes;
      expect(installed).not.toBe(before);
      installRouteMatchCache();
      expect(router.matchRoutes).toBe(installed);
      // React Router re-exports it with a getter on the same module object.
      expect((require("react-router") as { matchRoutes: unknown }).matchRoutes).toBe(installed);
    } finally {
      router.matchRoutes = before;
    }
  });
});
