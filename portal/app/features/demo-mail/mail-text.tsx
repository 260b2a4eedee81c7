/**
 * A mail's text as the demo mail viewer shows it: every web address in it is a link, as a mail
 * program shows it (the sign-up confirmation and password-reset links are opened from here).
 */
import type { ReactNode } from "react";

const ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** The text cut into plain parts and addresses, in order. */
export function mailParts(text: string): Array<{ text: string; link: boolean }> {
  const parts: Array<{ text: string; link: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ text: text.slice(from, at), link: false });
    parts.push({ text: match[0], link: true });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), link: false });
  return parts;
}

export function MailText({ text }: { text: string }): ReactNode {
  return (
    <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">
      {mailParts(text).map((part, index) =>
        part.link ? (
          <a key={index} href={part.text} className="text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
