/**
 * The home page's rotating announcements (Swiper: one slide, 500 ms, dots, infinite loop). Their HTML
 * was sanitized by the BFF from the stored Quill Delta. Loaded only when the slider comes into view
 * (`announcement-board.tsx`): Swiper is not part of the home page's first load (decision 022).
 */
import { type FocusEvent, useEffect, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { type Announcement, AnnouncementCard } from "./announcement-card";
import { isSliderMoving, type SliderChoice } from "./slider-playback";

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

/** Starts and stops the slider's autoplay as `isSliderMoving` says (WCAG 2.2.2). */
function useSliderPlayback() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [choice, setChoice] = useState<SliderChoice>("auto");
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = isSliderMoving({ choice, reducedMotion, beingRead: pointerOver || focusInside });
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (moving) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, moving]);
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
  return { setSwiper, readingProps, stopped, toggle };
}

export function AnnouncementSlider({ items }: { items: Announcement[] }) {
  const { setSwiper, readingProps, stopped, toggle } = useSliderPlayback();
  if (items.length === 0) return null;
  return (
    <section aria-label="Announcements" className="card relative overflow-hidden" {...readingProps}>
      {items.length > 1 ? (
        <button type="button" className="button-secondary absolute bottom-1 right-2 z-10" onClick={toggle}>
          {stopped ? "Play announcements" : "Pause announcements"}
        </button>
      ) : null}
      <Swiper
        modules={[Pagination, Autoplay, A11y]}
        onSwiper={setSwiper}
        slidesPerView={1}
        speed={500}
        loop={items.length > 1}
        pagination={{ clickable: true }}
        autoplay={{ delay: 6000, disableOnInteraction: false }}
        a11y={{ enabled: true }}
      >
        {items.map((item) => (
          <SwiperSlide key={item.id}>
            <AnnouncementCard item={item} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
