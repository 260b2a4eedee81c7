/** "IGNACIO" → "IG*****": the first two characters stay, the rest are starred (spec 001 §2). */
export function maskWord(word: string): string {
  const trimmed = word.trim();
  return trimmed.slice(0, 2) + "*".repeat(Math.max(0, trimmed.length - 2));
}

/**
 * The customer name shown at sign-up step 2: first two characters of the first name and of the last
 * name visible, the rest starred. CCB's "LAST,FIRST" reads "FIRST LAST".
 */
export function maskedCustomerName(ccbName: string): string {
  const [last = "", first = ""] = ccbName.split(",", 2);
  return [maskWord(first), maskWord(last)].filter(Boolean).join(" ");
}

/** "maria.cruz@example.com" → "ma********@example.com", to say where a mail went without showing it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${maskWord(local)}@${domain}`;
}

/**
 * An address line, city, e-mail or phone shown once the zip proved the account (decision 011): masked
 * as the spec masks names (spec 001 §2), each word its first two characters, the rest starred.
 */
export function maskEachWord(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (/^\s*$/.test(part) ? part : maskWord(part)))
    .join("");
}
