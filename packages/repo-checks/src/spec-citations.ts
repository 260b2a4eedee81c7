/**
 * Citations of the specification in the repository's text: "spec 002 §4", "001 §7", and the sections
 * listed after one ("spec 000 §2 'Change Password', §5, §7" cites 000 §2, §5 and §7). The
 * requirements index (docs/requirements.md) has one heading per section: "### 002 §4 — …".
 */

/** A section of one of the three spec documents, written as the code writes it: "002 §4". */
export type SpecSection = `${string} §${number}`;

const CITATION = /\b(00[0-2]) §(\d+)/g;
/** A further section of the same document: a separator, then §N, within one parenthesis. */
const FOLLOW_ON = /^[^§()\n]{0,60}?(?:,|;|\band\b|\/)\s*§(\d+)/;

/** Every spec section a text cites, each once. */
export function citedSections(text: string): SpecSection[] {
  const found = new Set<SpecSection>();
  for (const match of text.matchAll(CITATION)) {
    const doc = match[1];
    found.add(`${doc} §${Number(match[2])}`);
    let rest = text.slice((match.index ?? 0) + match[0].length);
    for (let next = FOLLOW_ON.exec(rest); next; next = FOLLOW_ON.exec(rest)) {
      found.add(`${doc} §${Number(next[1])}`);
      rest = rest.slice(next[0].length);
    }
  }
  return [...found];
}

/** The sections the requirements index has an entry for (its "### NNN §N" headings). */
export function indexedSections(requirements: string): Set<SpecSection> {
  const found = new Set<SpecSection>();
  for (const match of requirements.matchAll(/^### (00[0-2]) §(\d+)\b/gm))
    found.add(`${match[1]} §${Number(match[2])}`);
  return found;
}
