/**
 * sessionStorage key: the pop-up shows once per browser session. It holds the title of the pop-up
 * dismissed, or "*" for every pop-up (what the e2e tests set, so that it covers no other test).
 */
export const SYSTEM_POPUP_SEEN_KEY = "paygpa.systemPopupSeen";
