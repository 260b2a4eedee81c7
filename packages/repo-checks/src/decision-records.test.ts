import { describe, expect, it } from "vitest";
import { decisionHead, decisionProblems } from "./decision-records.js";

const record = (title: string, head: string) => `# ${title}\n\n${head}\n\n## Context\nStatus: not this one\n`;

describe("the decision records' heads", () => {
  it("accepts records that agree on what amends what", () => {
    const heads = [
      decisionHead("001-a.md", record("001 — A", "Date: 2026-11-21  \nStatus: Amended by 002")),
      decisionHead("002-b.md", record("002 — B", "Date: 2026-11-23  \nStatus: Accepted  \nAmends: 001")),
    ];
    expect(decisionProblems(heads)).toEqual([]);
  });

  it("names a missing date or status, a missing successor and a one-sided amendment", () => {
    const heads = [
      decisionHead("001-a.md", record("001 — A", "Status: Superseded by 009")),
      decisionHead("002-b.md", record("002 — B", "Date: 2026-11-23")),
      decisionHead("003-c.md", record("003 — C", "Date: 2026-11-23\nStatus: Accepted\nAmends: 002")),
    ];
    expect(decisionProblems(heads)).toEqual([
      "001: no 'Date: YYYY-MM-DD' line",
      "001: its status names 009, which does not exist",
      "002: no 'Status:' line of Accepted, Amended by NNN or Superseded by NNN",
      "003: 002's status does not name 003",
    ]);
  });
});
