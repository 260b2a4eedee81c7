/**
 * The home page's rotating announcements (Swiper: one slide, 500 ms, dots, infinite loop) and the
 * system pop-up. Their HTML was sanitized by the BFF from the stored Quill Delta.
 */
import type { AnnouncementsFrontResponse } from "@paygpa/bff/contract";
import { type FocusEvent, useEffect, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { Modal } from "../../ui/dialogs";
import { isSliderMoving, type SliderChoice } from "./slider-playback";

type Announcement = AnnouncementsFrontResponse["announceList"][number];

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
            <article className="grid gap-4 p-4 pb-10 md:grid-cols-2" aria-label={item.title}>
              <div className="aspect-video w-full overflow-hidden rounded-md bg-slate-200">
                {item.type === "Image" && item.featured_image ? (
                  <img src={item.featured_image} alt="" className="h-full w-full object-cover" />
                ) : item.embed ? (
                  <div
                    className="h-full w-full [&_iframe]:h-full [&_iframe]:w-full"
                    dangerouslySetInnerHTML={{ __html: item.embed }}
                  />
                ) : null}
              </div>
              <div>
                <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
                <div
                  className="rich-text mt-2 text-slate-700"
                  dangerouslySetInnerHTML={{ __html: item.content }}
                />
              </div>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/**
 * sessionStorage key: the pop-up shows once per browser session. It holds the title of the pop-up
 * dismissed, or "*" for every pop-up (what the e2e tests set, so that it covers no other test).
 */
export const SYSTEM_POPUP_SEEN_KEY = "paygpa.systemPopupSeen";

export function SystemPopup({ popup }: { popup: AnnouncementsFrontResponse["systemPop"] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const seen = sessionStorage.getItem(SYSTEM_POPUP_SEEN_KEY);
    if (popup && seen !== popup.title && seen !== "*") setOpen(true);
  }, [popup]);
  if (!popup) return null;
  const close = () => {
    sessionStorage.setItem(SYSTEM_POPUP_SEEN_KEY, popup.title);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={popup.title}
      size="lg"
    >
      <div
        className="rich-text text-slate-700"
        dangerouslySetInnerHTML={{ __html: popup.content }} /* sanitized by the BFF from Quill Delta */
      />
      <div className="mt-4 flex justify-end">
        <button type="button" className="button-primary" onClick={close}>
          Okay
        </button>
      </div>
    </Modal>
  );
}
