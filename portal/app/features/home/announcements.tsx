/**
 * The home page's rotating announcements (Swiper: one slide, 500 ms, dots, infinite loop). Their HTML
 * was sanitized by the BFF from the stored Quill Delta. Loaded only when the slider comes into view
 * (`announcement-board.tsx`): Swiper is not part of the home page's first load (issue 15 budgets).
 */
import { A11y, Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { type Announcement, AnnouncementCard } from "./announcement-card";

export function AnnouncementSlider({ items }: { items: Announcement[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Announcements" className="card overflow-hidden">
      <Swiper
        modules={[Pagination, Autoplay, A11y]}
        slidesPerView={1}
        speed={500}
        loop={items.length > 1}
        pagination={{ clickable: true }}
        autoplay={{ delay: 6000, disableOnInteraction: true, pauseOnMouseEnter: true }}
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
