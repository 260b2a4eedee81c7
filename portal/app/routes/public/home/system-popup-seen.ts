/**
 * sessionStorage key: the pop-up shows once per browser session. It holds the title of the pop-up
 * dismissed, or "*" for every pop-up (what the e2e tests set, so that it covers no other test).
 */
export const SYSTEM_POPUP_SEEN_KEY = "paygpa.systemPopupSeen";

/** The pop-up's `<dialog>` element id, which the inline script opens. */
export const SYSTEM_POPUP_ID = "system-popup";

/** A value as a JavaScript literal that is safe inside an HTML `<script>` element. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The inline script placed right after the pop-up's `<dialog>`: opens it as a modal while the page is
 * parsed unless this browser session has seen it, and marks it seen when it closes (Escape or a
 * button before hydration; afterwards the component's own handler does the same and moves the focus).
 * A storage the browser refuses leaves the pop-up to the component's effect.
 */
export function openBeforeHydrationScript(title: string): string {
  const key = scriptLiteral(SYSTEM_POPUP_SEEN_KEY);
  const id = scriptLiteral(SYSTEM_POPUP_ID);
  return (
    `(function(){try{var d=document.getElementById(${id}),k=${key},t=${scriptLiteral(title)},s=sessionStorage.getItem(k);` +
    `if(!d||d.open||s===t||s==="*")return;d.showModal();` +
    `d.addEventListener("close",function(){sessionStorage.setItem(k,t)},{once:true})}catch(e){}})()`
  );
}
