/**
 * The island view's refresh without reloading (decision 046), as the premise status refreshes
 * (`use-outage-watch.ts`): every `OUTAGE_POLL_MS` the page asks `/outages/island`. What a screen
 * reader hears is only a meaningful change — the customers out or the villages with an outage
 * moving — never every poll: `announcement` changes only then.
 */
import type { IslandOutagesResponse } from "@paygpa/contract";
import { useEffect, useRef, useState } from "react";
import { OUTAGE_POLL_MS } from "./use-outage-watch";

type Village = IslandOutagesResponse["villages"][number];

/** The figures an announcement is about: customers out, and villages with anyone out. */
export function islandFigures(villages: readonly Village[]) {
  return {
    out: villages.reduce((sum, village) => sum + village.customersOut, 0),
    villagesHit: villages.filter((village) => village.customersOut > 0).length,
  };
}

/** What is said when the figures move (null when they did not: nothing to announce). */
export function islandChange(
  before: ReturnType<typeof islandFigures>,
  now: ReturnType<typeof islandFigures>,
): string | null {
  if (before.out === now.out && before.villagesHit === now.villagesHit) return null;
  const count = (value: number) => value.toLocaleString("en-US");
  if (now.out === 0) return "Outages across Guam updated: no customers are out.";
  const trend = now.out < before.out ? "fewer" : "more";
  const places = now.villagesHit === 1 ? "1 village" : `${now.villagesHit} villages`;
  return `Outages across Guam updated: ${count(now.out)} customers out in ${places} (${count(Math.abs(now.out - before.out))} ${trend} than before).`;
}

export function useIslandWatch(initial: IslandOutagesResponse): {
  island: IslandOutagesResponse;
  announcement: string;
} {
  const [island, setIsland] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const told = useRef(islandFigures(initial.villages));
  // A new load brings new figures: start again from them, announcing nothing.
  useEffect(() => {
    setIsland(initial);
    told.current = islandFigures(initial.villages);
  }, [initial]);
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch("/outages/island", { headers: { accept: "application/json" } });
        if (stopped || !response.ok) return;
        const next = (await response.json()) as IslandOutagesResponse;
        // The outage system not answering this time: keep what is shown, the next round asks again.
        if (!next.available) return;
        setIsland(next);
        const figures = islandFigures(next.villages);
        const change = islandChange(told.current, figures);
        told.current = figures;
        if (change) setAnnouncement(change);
      } catch {
        // No answer this time: the next round asks again.
      }
    }, OUTAGE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
  return { island, announcement };
}
