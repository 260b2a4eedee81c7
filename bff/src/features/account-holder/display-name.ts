/** The account holder's name as people read it, from billing's "LAST,FIRST MIDDLE" in capitals. */

/** A letter that starts a word; made once (the bundle builds a `RegExp` per use of a literal with `\p{…}`). */
const WORD_START = /(^|[\s'-])(\p{L})/gu;

/** "DELA CRUZ" → "Dela Cruz"; letters after a hyphen or apostrophe start a word too ("O'Brien"). */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(WORD_START, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** CCB names read "LAST,FIRST MIDDLE" in capitals; people read "First Middle Last". */
export function displayName(ccbName: string): string {
  const [last, first] = ccbName.split(",", 2).map((part) => titleCase(part.trim()));
  return first ? `${first} ${last}` : (last ?? "");
}
