/**
 * Code and documents cite the spec section, the decision or the feature, never the issue that asked
 * for the work: an issue is closed and forgotten, a requirement or a decision is what a reader can
 * look up.
 */

const ISSUE_CITATION = /\bissues? #?\d+/i;
/** A bare reference as a tracker writes it, `(#25)`: in a document it can only be an issue or a pull request. */
const HASH_REFERENCE = /\(#\d+\)/;

function linesMatching(text: string, patterns: readonly RegExp[]): { line: number; text: string }[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => patterns.some((pattern) => pattern.test(line)));
}

/** Each line of a text that names an issue by number, with its line number (from 1). */
export function issueCitations(text: string): { line: number; text: string }[] {
  return linesMatching(text, [ISSUE_CITATION]);
}

/** Each line of a Markdown document that names an issue by number: the word and its number, or `(#` and a number. */
export function documentIssueCitations(text: string): { line: number; text: string }[] {
  return linesMatching(text, [ISSUE_CITATION, HASH_REFERENCE]);
}
