import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importedSpecifiers, importsAcross, moduleGraph } from "./module-graph.js";

/** A folder of source files, each path with its text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "module-graph-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("importedSpecifiers", () => {
  it("reads value, type, re-export, side-effect and dynamic imports, not comments", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b.js";',
      'import {\n  type C,\n  d,\n} from "../c";',
      'export { e } from "./e";',
      'export type * from "./f";',
      'import "./g.css";',
      'const h = lazy(() => import("./h"));',
      '// import { x } from "./commented";',
      '/* import { y } from "./blocked"; */',
    ].join("\n");
    expect(importedSpecifiers(text).sort()).toEqual([
      "../c",
      "./a",
      "./b.js",
      "./e",
      "./f",
      "./g.css",
      "./h",
    ]);
  });
});

describe("importCircles", () => {
  it("finds a circle made of type imports alone, once, with all its files", () => {
    const root = tree({
      "routes/paynow.tsx": 'import { Steps } from "../features/steps";\nexport function loader() {}',
      "features/steps.tsx":
        'import type { loader } from "../routes/paynow";\nimport { Detail } from "./detail";',
      "features/detail.tsx": "export function Detail() {}",
    });
    expect(importCircles(moduleGraph(root))).toEqual(["features/steps.tsx <-> routes/paynow.tsx"]);
  });

  it("finds a longer circle through .js specifiers and index files", () => {
    const root = tree({
      "services.ts": 'import type { SessionStore } from "./features/auth/index.js";',
      "features/auth/index.ts": 'export { authHandlers } from "./auth.handlers.js";',
      "features/auth/auth.handlers.ts": 'import type { Services } from "../../services.js";',
    });
    expect(importCircles(moduleGraph(root))).toEqual([
      "features/auth/auth.handlers.ts <-> features/auth/index.ts <-> services.ts",
    ]);
  });

  it("finds none when the parts only point down", () => {
    const root = tree({
      "routes/paynow.tsx":
        'import { Steps } from "./paynow/steps";\nimport type { Page } from "./paynow/answers";',
      "routes/paynow/steps.tsx":
        'import type { Page } from "./answers";\nimport { Field } from "../../ui/forms";',
      "routes/paynow/answers.ts": "export type Page = {};",
      "ui/forms.tsx": 'import { z } from "some-package";',
    });
    expect(importCircles(moduleGraph(root))).toEqual([]);
  });
});

describe("importsAcross", () => {
  it("names each import from one folder into another", () => {
    const root = tree({
      "features/reports/details.tsx": 'import type { loader } from "../../routes/admin/payment";',
      "routes/admin/payment.ts": 'import { x } from "../../features/reports/x";',
      "features/reports/x.ts": "export const x = 1;",
    });
    expect(importsAcross(moduleGraph(root), "features/", "routes/")).toEqual([
      "features/reports/details.tsx -> routes/admin/payment.ts",
    ]);
  });
});
