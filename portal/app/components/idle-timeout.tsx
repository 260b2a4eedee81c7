/**
 * The browser side of the 15-minute idle limit (spec 001 §9): mouse and key activity is tracked,
 * checked every 10 seconds; past the limit, storage is cleared and the session ends (POST /logout),
 * which brings the customer back to `/` with the session-ended notice. The BFF enforces the same
 * limit on its side.
 */
import { useSubmit } from "@remix-run/react";
import { useEffect } from "react";

export const IDLE_CHECK_MS = 10_000;
const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** `logoutAction`: where the expired session is posted (the back office has its own, /gpaadmin/logout). */
export function useIdleTimeout(limitSeconds: number, logoutAction = "/logout"): void {
  const submit = useSubmit();
  useEffect(() => {
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity < limitSeconds * 1000) return;
      window.clearInterval(timer);
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // Storage may be unavailable (private mode); the session still ends.
      }
      submit({ expired: "1" }, { method: "post", action: logoutAction, replace: true });
    }, IDLE_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [limitSeconds, logoutAction, submit]);
}
