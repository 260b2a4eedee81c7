/**
 * A text cut to a number of characters, its whole text in a popover shown on hover and on keyboard
 * focus (spec 000 §2: the phoned-in service location, 25 characters). The cut text is described by
 * the whole one, so a screen reader reads both. The popover stays while the pointer is over it and
 * Escape hides it without moving the pointer or the focus (WCAG 1.4.13 Content on Hover or Focus).
 */
import { useEffect, useId, useState } from "react";

export function TruncatedText({ text, visible }: { text: string; visible: number }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Shown by hover alone, the popover has no focus to take Escape: the window listens meanwhile.
  useEffect(() => {
    if (!hovered) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    window.addEventListener("keydown", dismiss);
    return () => window.removeEventListener("keydown", dismiss);
  }, [hovered]);
  const trimmed = text.trim();
  if (trimmed.length <= visible) return <span>{trimmed}</span>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer only tracks hover for Escape; the keyboard uses the inner span
    <span
      className="group relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popover this span opens */}
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can open the popover
        tabIndex={0}
        aria-describedby={id}
        className="cursor-help underline decoration-dotted"
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {`${trimmed.slice(0, visible)}...`}
      </span>
      <span
        id={id}
        role="tooltip"
        className={`invisible absolute left-0 top-full z-20 mt-1 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg ${
          dismissed ? "" : "group-focus-within:visible group-hover:visible"
        }`}
      >
        {trimmed}
      </span>
    </span>
  );
}
