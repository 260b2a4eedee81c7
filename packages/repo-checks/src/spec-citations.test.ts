import { describe, expect, it } from "vitest";
import { citedSections, indexedSections } from "./spec-citations.js";

describe("the spec sections a text cites", () => {
  it("reads one citation and the sections listed after it", () => {
    expect(citedSections("(spec 000 §2 'Change Password', §5, §7) and 001 §2")).toEqual([
      "000 §2",
      "000 §5",
      "000 §7",
      "001 §2",
    ]);
  });

  it("does not give a later parenthesis's sections to the spec cited before it", () => {
    expect(citedSections("spec 002 §4 (the gateway manual, §11.2.3)")).toEqual(["002 §4"]);
  });

  it("reads the index's headings", () => {
    expect([...indexedSections("## 000\n### 000 §2 — screens\n### 002 §9 — more\n")]).toEqual([
      "000 §2",
      "002 §9",
    ]);
  });
});
