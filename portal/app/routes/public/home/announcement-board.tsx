/**
 * The home page's announcements: the slider (`announcements.tsx`, drawn by the server as it first
 * shows) when there are several, one card when there is one.
 */
import { type Announcement, AnnouncementCard } from "./announcement-card";
import { AnnouncementSlider } from "./announcements";

export function AnnouncementBoard({ items }: { items: Announcement[] }) {
  const [first] = items;
  if (!first) return null;
  if (items.length > 1) return <AnnouncementSlider items={items} />;
  return (
    <section aria-label="Announcements" className="card overflow-hidden">
      <AnnouncementCard item={first} />
    </section>
  );
}
