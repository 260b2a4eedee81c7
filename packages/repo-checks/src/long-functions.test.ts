import { describe, expect, it } from "vitest";
import { isProductionSource, longFunctionsOf } from "./long-functions.js";

const body = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `  const a${index} = ${index};`).join("\n");

describe("long functions", () => {
  it("finds a declaration, an arrow function and a method over the limit, each by its name", () => {
    const text = [
      `export function long() {\n${body(80)}\n}`,
      `const arrow = () => {\n${body(80)}\n};`,
      `class Store {\n  save() {\n${body(80)}\n  }\n}`,
      `function short() {\n${body(10)}\n}`,
    ].join("\n");
    const found = longFunctionsOf({ path: "x.ts", text });
    expect(found.map(({ name, lines }) => `${name} ${lines}`)).toEqual(["long 82", "arrow 82", "save 82"]);
  });

  it("reads JSX and template literals without losing count", () => {
    const text = `export function Page() {\n  const t = \`{\${1}}\`;\n  return (\n    <div>{"}"}</div>\n  );\n${body(78)}\n}`;
    expect(longFunctionsOf({ path: "page.tsx", text }).map(({ lines }) => lines)).toEqual([84]);
  });

  it("counts production code only", () => {
    expect(isProductionSource("portal/app/routes/public/home.tsx")).toBe(true);
    expect(isProductionSource("bff/src/features/auth/auth.service.ts")).toBe(true);
    expect(isProductionSource("bff/src/features/auth/auth.service.test.ts")).toBe(false);
    expect(isProductionSource("bff/tests/support/test-database.ts")).toBe(false);
    expect(isProductionSource("e2e/tests/home.spec.ts")).toBe(false);
    expect(isProductionSource("bff/src/integrations/billing/ccb-recorded.test-support.ts")).toBe(false);
    expect(isProductionSource("portal/app/styles.css")).toBe(false);
    const suite = 'import { describe } from "vitest";\nexport function describeControlVocabulary() {}';
    expect(isProductionSource("packages/simulator-kit/src/control/vocabulary-suite.ts", suite)).toBe(false);
  });
});
