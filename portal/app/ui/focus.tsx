/**
 * Where keyboard focus goes (WCAG 2.4.1 Bypass Blocks, 2.4.3 Focus Order): the skip
 * link every page starts with, the `<main>` it leads to, and the heading that takes focus when a
 * step or a page changes without a document load.
 */
import { useLocation, useNavigationType } from "@remix-run/react";
import { type HTMLAttributes, useEffect, useRef } from "react";

/** The id of every screen's `<main>`: the skip link's target and where a lost focus goes. */
export const MAIN_ID = "main";

/** 'Skip to main content': the first Tab stop of every page, hidden until it has focus. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}

/** Where focus goes when the place it should go back to is gone: the screen's main content. */
export function focusMainContent() {
  const main = document.getElementById(MAIN_ID);
  if (main) main.focus();
}

/**
 * Moves focus to the returned ref's element when a screen appears or its address (path and query, where
 * the step is) changes without a document load, so a screen reader reads where the person now is.
 * The first screen of a document load leaves focus where the browser puts it (the top, so the skip
 * link comes first), as do Back and Forward; a form sent back with errors keeps its address, and its focus.
 */
export function useFocusOnScreenChange<T extends HTMLElement>(step?: string) {
  const ref = useRef<T>(null);
  const { pathname, search } = useLocation();
  // "POP": a document load (or the browser's Back and Forward, which restore their own scroll).
  const documentLoad = useRef(useNavigationType() === "POP");
  // A screen whose address also holds other things (a search, a dialog) names its step itself.
  const address = step ?? pathname + search;
  useEffect(() => {
    if (documentLoad.current) {
      documentLoad.current = false;
      return;
    }
    ref.current?.focus();
  }, [address]);
  return ref;
}

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  level?: 1 | 2;
  /** The step shown, when the address alone does not tell it. */
  step?: string;
};

/** A screen's or a step's heading that takes focus when the step or the page changes. */
export function FocusedHeading({ level = 1, step, className, children, ...props }: HeadingProps) {
  const ref = useFocusOnScreenChange<HTMLHeadingElement>(step);
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Heading {...props} ref={ref} tabIndex={-1} className={`outline-none ${className ?? ""}`}>
      {children}
    </Heading>
  );
}
