/**
 * A text cut to a number of characters, its whole text in a popover shown on hover and on keyboard
 * focus (spec 000 §2: the phoned-in service location, 25 characters). The cut text is described by
 * the whole one, so a screen reader reads both.
 */
import { useId } from "react";

export function TruncatedText({ text, visible }: { text: string; visible: number }) {
  const id = useId();
  const trimmed = text.trim();
  if (trimmed.length <= visible) return <span>{trimmed}</span>;
  return (
    <span className="group relative">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can open the popover */}
      <span tabIndex={0} aria-describedby={id} className="cursor-help underline decoration-dotted">
        {`${trimmed.slice(0, visible)}...`}
      </span>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute left-0 top-full z-20 mt-1 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {trimmed}
      </span>
    </span>
  );
}
