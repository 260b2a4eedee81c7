/**
 * The README's table "Every schema element" against the v11 and v27 schemas' element lists
 * (./e4-xsd-elements.ts, transcribed from activemerchant's `test/schema/firstdata_e4/v11.xsd` and
 * `v27.xsd`): one row per element of `<Transaction>` and per complex type, its children exactly as
 * declared, the schemas it is in, a status and a reason; and the simulator's own schema
 * (`src/protocol/e4-schema.ts`) reads every one of them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPLEX_ELEMENTS, SIMPLE_ELEMENTS } from "../src/protocol/e4-schema";
import { UNUSED_V27_TYPES, V11_ELEMENTS, V27_ELEMENTS } from "./e4-xsd-elements";

interface Row {
  children: string[] | null;
  schemas: string;
  status: string;
  why: string;
}

function tableRows(): Map<string, Row> {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const start = readme.indexOf("### Every schema element");
  const section = readme.slice(start, readme.indexOf("\n## ", start));
  const rows = new Map<string, Row>();
  for (const line of section.split("\n").filter((text) => text.startsWith("| `"))) {
    const [element = "", schemas = "", status = "", why = ""] = line
      .slice(1, -1)
      .split(" | ")
      .map((cell) => cell.trim());
    // "`Address` (`Address1`, …)", "`LineItem` of `Level3` (…)": the element, its parent, its children.
    const match = /^`([^`]+)`(?: of `([^`]+)`)?(?: \((.*)\))?$/.exec(element);
    expect(match, line).not.toBeNull();
    const path = match?.[2] ? `${match[2]}/${match[1]}` : (match?.[1] ?? "");
    const children = match?.[3] ? [...match[3].matchAll(/`([^`]+)`/g)].map((found) => found[1] ?? "") : null;
    expect(rows.has(path), `${path} listed twice`).toBe(false);
    rows.set(path, { children, schemas, status, why });
  }
  return rows;
}

/** Every element path with the schemas it is in and its children (complex) or null (simple). */
function schemaElements(): Map<string, { schemas: string[]; children: string[] | null }> {
  const all = new Map<string, { schemas: string[]; children: string[] | null }>();
  for (const [version, elements] of [
    ["v11", V11_ELEMENTS],
    ["v27", V27_ELEMENTS],
  ] as const) {
    const add = (path: string, children: readonly string[] | null) => {
      const known = all.get(path) ?? { schemas: [], children: null };
      known.schemas.push(version);
      if (children) known.children = [...new Set([...(known.children ?? []), ...children])];
      all.set(path, known);
    };
    for (const name of elements.Transaction ?? []) add(name, elements[name] ?? null);
    for (const [path, children] of Object.entries(elements)) {
      if (path.includes("/") || UNUSED_V27_TYPES.includes(path)) add(path, children);
    }
  }
  return all;
}

describe("the README's schema element table", () => {
  const rows = tableRows();
  const elements = schemaElements();

  it("has a row for every element of both schemas, and no other", () => {
    expect([...rows.keys()].sort()).toEqual([...elements.keys()].sort());
  });

  it.each([...elements.entries()])("%s: the schemas it is in, its children as declared", (path, declared) => {
    const row = rows.get(path);
    expect(row?.schemas).toBe(declared.schemas.join(", "));
    expect(row?.children ?? null).toEqual(declared.children);
  });

  it("gives each a status, and a reason for what is not simulated or has no effect", () => {
    for (const [path, row] of rows) {
      expect(["simulated", "accepted, no effect", "not simulated"], path).toContain(row.status);
      expect(row.why.length, path).toBeGreaterThan(5);
    }
  });
});

describe("the simulator's schema", () => {
  it("reads every element of <Transaction> of both schemas, each complex one with its declared children", () => {
    const read = new Set([...Object.keys(SIMPLE_ELEMENTS), ...Object.keys(COMPLEX_ELEMENTS)]);
    for (const elements of [V11_ELEMENTS, V27_ELEMENTS]) {
      for (const name of elements.Transaction ?? []) expect(read, name).toContain(name);
    }
    for (const [name, complex] of Object.entries(COMPLEX_ELEMENTS)) {
      const declared = new Set([...(V11_ELEMENTS[name] ?? []), ...(V27_ELEMENTS[name] ?? [])]);
      expect(Object.keys(complex.type.children).sort(), name).toEqual([...declared].sort());
    }
  });
});
