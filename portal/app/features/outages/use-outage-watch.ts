/**
 * The status page's refresh without reloading (decision 046): every `OUTAGE_POLL_MS` the page asks
 * `/outages/watch` with the ticket the BFF gave it. The ticket reads the same premises without the
 * customer's session, so polling never keeps an idle session alive (decision 046); it ends at the
 * idle limit after the page loaded (on the BFF's clock, which QA may move: the BFF decides), and the
 * page then says so instead of polling on.
 */
import type { OutageStatusResponse } from "@paygpa/contract";
import { useEffect, useState } from "react";

export const OUTAGE_POLL_MS = 15_000;

export type WatchState = { status: OutageStatusResponse; ended: boolean };

export function useOutageWatch(initial: OutageStatusResponse): WatchState {
  const [state, setState] = useState<WatchState>({ status: initial, ended: false });
  // A new load (after an action, or a reload) brings a new ticket: start again from it.
  useEffect(() => setState({ status: initial, ended: false }), [initial]);
  const ticket = state.status.watch?.ticket ?? null;
  const until = state.status.watch?.until ?? null;
  useEffect(() => {
    if (!ticket || !until || state.ended) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(`/outages/watch?ticket=${encodeURIComponent(ticket)}`, {
          headers: { accept: "application/json" },
        });
        if (stopped) return;
        if (response.status === 401 || response.status === 410) {
          setState((current) => ({ ...current, ended: true }));
          return;
        }
        if (!response.ok) return;
        const status = (await response.json()) as OutageStatusResponse;
        setState({ status, ended: false });
      } catch {
        // No answer this time: the next round asks again.
      }
    }, OUTAGE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [ticket, until, state.ended]);
  return state;
}
