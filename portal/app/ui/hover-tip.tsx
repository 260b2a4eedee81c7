/**
 * A text whose explanation shows on hover and on keyboard focus, as a tooltip (WAI-ARIA APG
 * "Tooltip"; WCAG 1.4.13 Content on Hover or Focus: the pointer can move onto it without it
 * closing, Escape closes it without moving focus, it stays until hover or focus leaves). Our own,
 * in place of Radix's tooltip and its positioning library on the dashboard's first visit (decision
 * 022).
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { placeAbove, viewportSize } from "./floating";

/** Radix's delay before a hover shows the tip; focus shows it at once. */
const HOVER_DELAY_MS = 200;
/** Time for the pointer to cross from the text onto the tip. */
const LEAVE_GRACE_MS = 120;

export function HoverTip({
  tip,
  className,
  children,
}: {
  tip: string;
  className?: string;
  children: ReactNode;
}) {
  const { open, later, now } = useTipOpening();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (open) placeTip(trigger.current, box.current, arrow.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") now(false);
    };
    const shut = () => now(false);
    document.addEventListener("keydown", onEscape);
    window.addEventListener("scroll", shut, true);
    return () => {
      document.removeEventListener("keydown", onEscape);
      window.removeEventListener("scroll", shut, true);
    };
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-describedby={open ? id : undefined}
        className={`cursor-help whitespace-nowrap text-left underline decoration-dotted underline-offset-4 ${className ?? ""}`}
        onPointerEnter={() => later(true, HOVER_DELAY_MS)}
        onPointerLeave={() => later(false, LEAVE_GRACE_MS)}
        onFocus={() => now(true)}
        onBlur={() => now(false)}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <div
              ref={box}
              id={id}
              role="tooltip"
              style={{ position: "fixed", top: 0, left: 0 }}
              className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
              onPointerEnter={() => now(true)}
              onPointerLeave={() => later(false, LEAVE_GRACE_MS)}
            >
              {tip}
              <span
                ref={arrow}
                aria-hidden="true"
                className="absolute h-2.5 w-2.5 rotate-45 bg-slate-900 data-[side=bottom]:-top-1 data-[side=top]:-bottom-1"
              />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/** Whether the tip shows, changed now (focus, Escape) or after a delay (hover), the delay dropped on unmount. */
function useTipOpening() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { open, later, now };
}

/** The open tip above its trigger (below when there is no room), its arrow pointing at the trigger's middle. */
function placeTip(trigger: HTMLElement | null, box: HTMLElement | null, arrow: HTMLElement | null) {
  if (!box || !trigger) return;
  const anchor = trigger.getBoundingClientRect();
  const place = placeAbove(anchor, box.getBoundingClientRect(), viewportSize(), 6);
  box.style.top = `${place.top}px`;
  box.style.left = `${place.left}px`;
  if (arrow) {
    arrow.style.left = `${anchor.left + anchor.width / 2 - place.left - 5}px`;
    arrow.dataset.side = place.side;
  }
}
