/**
 * The home page's system pop-up (spec 000 "Announcements": one pop-up, shown once per browser session).
 * A native `<dialog>` opened with `showModal()`: the browser keeps the focus inside, closes it on
 * Escape and marks the rest of the page inert, so the pop-up every first visit shows needs no
 * dialog library and no chunk of its own (a few hundred bytes in the home page's code; decision 022).
 *
 * It opens with the first HTML, not after hydration: a small inline script right after the element
 * (carrying the response's CSP nonce, decision 013) reads the session's "seen" mark and calls
 * `showModal()` while the page is parsed, so the pop-up is painted with the page and nothing waits
 * for the JavaScript. Its Okay and Close buttons submit a `method="dialog"` form, which closes it
 * before hydration too. A client-side visit of the home page (no document load, so no inline script)
 * opens it from the effect.
 */
import type { AnnouncementsFrontResponse } from "@paygpa/contract";
import { useEffect, useRef } from "react";
import { useNonce } from "../../../lib/nonce-provider";
import { focusMainContent } from "../../../ui/focus";
import { openBeforeHydrationScript, SYSTEM_POPUP_ID, SYSTEM_POPUP_SEEN_KEY } from "./system-popup-seen";

const TITLE_ID = "system-popup-title";

export function SystemPopup({ popup }: { popup: AnnouncementsFrontResponse["systemPop"] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nonce = useNonce();
  useEffect(() => {
    const seen = sessionStorage.getItem(SYSTEM_POPUP_SEEN_KEY);
    if (popup && seen !== popup.title && seen !== "*" && !dialog.current?.open) dialog.current?.showModal();
  }, [popup]);
  if (!popup) return null;
  // Okay, the close button and Escape all end here: seen for this browser session. Nothing opened
  // the pop-up, so the focus goes to the main content.
  const closed = () => {
    sessionStorage.setItem(SYSTEM_POPUP_SEEN_KEY, popup.title);
    focusMainContent();
  };
  return (
    <>
      <dialog
        ref={dialog}
        id={SYSTEM_POPUP_ID}
        aria-labelledby={TITLE_ID}
        onClose={closed}
        // The inline script may have opened it before hydration: `open` is then on the element only.
        suppressHydrationWarning
        className="m-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
      >
        <form method="dialog">
          <div className="flex items-start justify-between gap-4">
            <h2 id={TITLE_ID} className="text-lg font-bold text-brand-900">
              {popup.title}
            </h2>
            <button
              type="submit"
              className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
          </div>
          <div
            className="rich-text mt-4 text-slate-700"
            dangerouslySetInnerHTML={{ __html: popup.content }} /* sanitized by the BFF from Quill Delta */
          />
          <div className="mt-4 flex justify-end">
            <button type="submit" className="button-primary">
              Okay
            </button>
          </div>
        </form>
      </dialog>
      <script
        nonce={nonce || undefined}
        // Browsers hide the nonce from the DOM after parsing (see nonce-provider).
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: openBeforeHydrationScript(popup.title) }}
      />
    </>
  );
}
