/**
 * A press on one of the home page's dialog buttons before the page's script has run (the HTML is
 * shown and usable at once, React takes over once its code has arrived — a second or more on a slow
 * phone). Such a press would do nothing: the buttons are plain `type="button"`. A small inline script
 * placed before them keeps the last one pressed (by keyboard or pointer, both a `click`), and the home
 * page opens that dialog once it has hydrated, as if the press had come then.
 */

/** The attribute naming the dialog a button opens (`quick-pay`, `forgot-username`, …). */
export const EARLY_PRESS_ATTRIBUTE = "data-opens-dialog";

/** The global the inline script leaves for the page: the press kept, and how to stop listening. */
const EARLY_PRESS_GLOBAL = "__paygpaEarlyPress";

interface EarlyPress {
  flag: string | null;
  button: Element | null;
  stop(): void;
}

/** The inline script: listens (capture phase) for a click on a button that opens a dialog. */
export function earlyPressScript(): string {
  const attribute = JSON.stringify(EARLY_PRESS_ATTRIBUTE);
  const global = JSON.stringify(EARLY_PRESS_GLOBAL);
  return (
    `(function(){var a=${attribute},r={flag:null,button:null,stop:null};` +
    "function f(e){var t=e.target,b=t&&t.closest?t.closest('['+a+']'):null;" +
    "if(b&&!b.disabled){r.flag=b.getAttribute(a);r.button=b}}" +
    'document.addEventListener("click",f,true);' +
    'r.stop=function(){document.removeEventListener("click",f,true)};' +
    `window[${global}]=r})()`
  );
}

/**
 * Called once the page has hydrated: stops the inline listener (React has the buttons now) and answers
 * the dialog pressed before, if any, with the focus put back on its button (the dialog gives the focus
 * back to what had it when it opened). Nothing on a page the browser did not load itself.
 */
export function takeEarlyPress<F extends string>(
  scope: Record<string, unknown>,
  flags: readonly F[],
): F | null {
  const press = scope[EARLY_PRESS_GLOBAL] as EarlyPress | undefined;
  if (!press) return null;
  press.stop();
  delete scope[EARLY_PRESS_GLOBAL];
  const flag = flags.find((candidate) => candidate === press.flag) ?? null;
  if (flag && press.button && "focus" in press.button && press.button.isConnected) {
    (press.button as HTMLElement).focus();
  }
  return flag;
}
