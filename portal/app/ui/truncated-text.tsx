/**
 * A text cut to a number of characters, its whole text in a popover shown on hover and on keyboard
 * focus (spec 000 §2: the phoned-in service location, 25 characters). Screen readers read it whole.
 */
export function TruncatedText({ text, visible }: { text: string; visible: number }) {
  const trimmed = text.trim();
  if (trimmed.length <= visible) return <span>{trimmed}</span>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can open the popover
    <span tabIndex={0} className="group relative cursor-help underline decoration-dotted outline-offset-2">
      <span aria-hidden="true">{`${trimmed.slice(0, visible)}...`}</span>
      <span className="sr-only">{trimmed}</span>
      <span
        role="tooltip"
        aria-hidden="true"
        className="invisible absolute left-0 top-full z-20 mt-1 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-hover:visible group-focus:visible"
      >
        {trimmed}
      </span>
    </span>
  );
}
