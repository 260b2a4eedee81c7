/**
 * The page side of the accessibility watch (`a11y.ts`): a script added to every page of a watched
 * context, which tells the test when the page's state has changed and settled.
 */

/**
 * Runs in every page before its own scripts: reports the page's state (URL, open dialogs, shown
 * errors) to the test whenever it changes and has been quiet a moment, so that a dialog is checked
 * once it has finished opening and a page once it has rendered.
 */
export function watchPageState(): void {
  const report = (window as unknown as { __paygpaA11yState?: (s: string) => Promise<void> })
    .__paygpaA11yState;
  if (!report || window.top !== window) return;
  const dialogName = (dialog: Element): string => {
    const labelledBy = dialog.getAttribute("aria-labelledby");
    const label =
      dialog.getAttribute("aria-label") ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      dialog.querySelector("h1, h2, h3")?.textContent ??
      "dialog";
    return label.trim().slice(0, 60);
  };
  const state = (): string => {
    const dialogs = Array.from(document.querySelectorAll("[role=dialog], [role=alertdialog], dialog[open]"))
      .filter((dialog) => dialog.getClientRects().length > 0)
      .map(dialogName);
    const errors = document.querySelector("[aria-invalid=true], [role=alert]:not(:empty)") ? 1 : 0;
    const url = location.pathname + location.search;
    return JSON.stringify({ url, dialogs, errors });
  };
  (window as unknown as { __paygpaA11yNow?: () => string }).__paygpaA11yNow = state;
  let last = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = state();
      if (now !== last && document.readyState === "complete") {
        last = now;
        void report(now);
      }
    }, 400);
  };
  const start = () => {
    new MutationObserver(settle).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open", "aria-invalid", "role", "style", "class", "hidden"],
    });
    settle();
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
