/**
 * The home page's announcements: the first one drawn by the server, the Swiper slider loaded only
 * when the board comes near the viewport (or is pointed at or focused), so that Swiper stays out of
 * the home page's first load (decision 022). One announcement needs no slider.
 */
import { type RefObject, Suspense, lazy, useEffect, useRef, useState } from "react";
import { type Announcement, AnnouncementCard } from "./announcement-card";

const AnnouncementSlider = lazy(() =>
  import("./announcements").then((module) => ({ default: module.AnnouncementSlider })),
);

/** True once the element is within `margin` of the viewport, pointed at or focused; then stays true. */
function useNearViewport(ref: RefObject<HTMLElement | null>, wanted: boolean, margin = "200px") {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!wanted || near || !element) return;
    const wake = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    element.addEventListener("pointerenter", wake);
    element.addEventListener("focusin", wake);
    return () => {
      observer.disconnect();
      element.removeEventListener("pointerenter", wake);
      element.removeEventListener("focusin", wake);
    };
  }, [ref, wanted, near, margin]);
  return near;
}

export function AnnouncementBoard({ items }: { items: Announcement[] }) {
  const board = useRef<HTMLElement>(null);
  const near = useNearViewport(board, items.length > 1);
  const [first] = items;
  if (!first) return null;
  const firstOnly = (
    <section ref={board} aria-label="Announcements" className="card overflow-hidden">
      <AnnouncementCard item={first} />
    </section>
  );
  if (!near) return firstOnly;
  return (
    <Suspense fallback={firstOnly}>
      <AnnouncementSlider items={items} />
    </Suspense>
  );
}
