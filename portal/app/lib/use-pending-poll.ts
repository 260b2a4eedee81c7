/**
 * While something is still to come (the gateway's answer, or billing's payment id), asks the page's
 * loader again with a growing wait (`pending-poll.ts`) and stops after 2 minutes; then
 * `stoppedWaiting` is true and `checkAgain` asks once more on the person's demand. The result page,
 * the arrangement's thank-you page and the clerk's Phoned-In step 3 all wait this way. Given the
 * BFF's clock of each answer (`checkedAt`), the 2 minutes are the system clock's (docs/qa-guide.md,
 * "The clock"): a QA engineer who moves the clock on sees the wait end; else they are the browser's.
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { nextPollDelay } from "./pending-poll";

export function usePendingPoll(pending: boolean, checkedAt?: string) {
  const { revalidate, state } = useRevalidator();
  const [stoppedWaiting, setStoppedWaiting] = useState(false);
  const asks = useRef(0);
  const waitingSince = useRef<number | null>(null);
  useEffect(() => {
    if (!pending || stoppedWaiting || state !== "idle") return;
    const now = checkedAt ? Date.parse(checkedAt) : Date.now();
    waitingSince.current ??= now;
    const delay = nextPollDelay(asks.current, now - waitingSince.current);
    if (delay === null) {
      setStoppedWaiting(true);
      return;
    }
    const timer = setTimeout(() => {
      asks.current += 1;
      revalidate();
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, stoppedWaiting, state, revalidate, checkedAt]);
  return { stoppedWaiting, checking: state !== "idle", checkAgain: revalidate };
}
