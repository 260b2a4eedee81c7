/** One announcement as the home page shows it: image or embed, title, rich text (sanitized by the BFF). */
import type { AnnouncementsFrontResponse } from "@paygpa/contract";

export type Announcement = AnnouncementsFrontResponse["announceList"][number];

export function AnnouncementCard({ item }: { item: Announcement }) {
  return (
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
        <div className="rich-text mt-2 text-slate-700" dangerouslySetInnerHTML={{ __html: item.content }} />
      </div>
    </article>
  );
}
