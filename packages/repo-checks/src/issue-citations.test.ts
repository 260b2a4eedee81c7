import { describe, expect, it } from "vitest";
import { documentIssueCitations, issueCitations } from "./issue-citations.js";

describe("issue numbers cited in code", () => {
  const issue = "issue";
  it("finds 'issue N', 'Issue #N' and 'issues N'", () => {
    const text = `// ok\n// the lock (${issue} 10 point 1)\n/** ${issue.toUpperCase()} #4 */\n// ${issue}s 9 and 10`;
    expect(issueCitations(text).map(({ line }) => line)).toEqual([2, 3, 4]);
  });

  it("leaves the word alone when no number follows", () => {
    expect(issueCitations(`// a known ${issue} with the driver\n// ${issue}d by the gateway`)).toEqual([]);
  });
});

describe("issue numbers cited in documents", () => {
  const issue = "Issue";
  it("finds 'Issue N' and a tracker's '(#N)'", () => {
    const text = `# Title\n${issue} 9 measured the portal.\nThe lock (#25) is done.\nFine.`;
    expect(documentIssueCitations(text).map(({ line }) => line)).toEqual([2, 3]);
  });

  it("leaves a password, a masked card and a browser error number alone", () => {
    const text = "`Current#2026`, `############1111`, React's error #418";
    expect(documentIssueCitations(text)).toEqual([]);
  });
});
