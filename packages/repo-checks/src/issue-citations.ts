/**
 * Comments cite the spec section or the decision, never the issue that asked for the work: an issue
 * is closed and forgotten, a requirement or a decision is what a reader can look up.
 */

const ISSUE_CITATION = /\bissues? #?\d+/gi;

/** Each line of a text that names an issue by number, with its line number (from 1). */
export function issueCitations(text: string): { line: number; text: string }[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => new RegExp(ISSUE_CITATION.source, "i").test(line));
}
