/**
 * The home page's rotating announcements (spec 001 §2: one slide at a time, 500 ms, dots, infinite
 * loop). Their HTML was sanitized by the BFF from the stored Quill Delta. A slider of our own, a
 * strip of slides moved by a CSS transform, rendered by the server as it first shows: no slider
 * library and nothing fetched after hydration (decision 022; Swiper's chunk was 31 KB gzip). As with
 * Swiper before, the slides not shown stay in the page beside the one shown (`data-shown`), clipped.
 */
import { type FocusEvent, useEffect, useState } from "react";
import { type Announcement, AnnouncementCard } from "./announcement-card";
import { isSliderMoving, type SliderChoice } from "./slider-playback";

/** How long a slide shows before the next, while the slider moves by itself. */
const SLIDE_MS = 6000;

/** The person's system asks for reduced motion (read in the browser; the server renders it still). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const read = () => setReduced(query.matches);
    read();
    query.addEventListener("change", read);
    return () => query.removeEventListener("change", read);
  }, []);
  return reduced;
}

/** Whether the slider moves by itself, as `isSliderMoving` says (WCAG 2.2.2), and its Play / Pause. */
function useSliderPlayback() {
  const [choice, setChoice] = useState<SliderChoice>("auto");
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = isSliderMoving({ choice, reducedMotion, beingRead: pointerOver || focusInside });
  const readingProps = {
    onMouseEnter: () => setPointerOver(true),
    onMouseLeave: () => setPointerOver(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
  // The button says what it does to what the person sees: still (paused, reduced motion) or moving.
  const stopped = choice === "paused" || (choice === "auto" && reducedMotion);
  const toggle = () => setChoice(stopped ? "playing" : "paused");
  return { moving, readingProps, stopped, toggle };
}

export function AnnouncementSlider({ items }: { items: Announcement[] }) {
  const { moving, readingProps, stopped, toggle } = useSliderPlayback();
  const [shown, setShown] = useState(0);
  const count = items.length;
  useEffect(() => {
    if (!moving || count < 2) return;
    // After the last slide comes the first again (the loop).
    const timer = setInterval(() => setShown((index) => (index + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [moving, count]);
  if (count === 0) return null;
  return (
    <section aria-label="Announcements" className="card relative overflow-hidden" {...readingProps}>
      {/* First in the tab order, as before: Play / Pause, then the slides, then the dots (at the left on a
          phone, apart from the button: WCAG 2.5.8 target spacing). */}
      {count > 1 ? (
        <button type="button" className="button-secondary absolute bottom-1 right-2 z-10" onClick={toggle}>
          {stopped ? "Play announcements" : "Pause announcements"}
        </button>
      ) : null}
      <div
        className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${shown * 100}%)` }}
      >
        {items.map((item, index) => (
          <div key={item.id} data-shown={index === shown ? "" : undefined} className="w-full shrink-0">
            <AnnouncementCard item={item} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute bottom-1 left-2 flex sm:left-1/2 sm:-translate-x-1/2">
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className="slider-dot"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === shown ? "true" : undefined}
              onClick={() => setShown(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
