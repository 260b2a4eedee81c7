/**
 * One announcement as the home page shows it: image or embedded content (spec 001 §2), title, rich
 * text (sanitized by the BFF). A video's embed is not loaded until the visitor asks for it: an outside
 * player loaded up front is a grey broken box offline (kiosks, a clinic's weak line) and a third
 * party's page for every visitor. A local poster plays it in place, or links to it on its own site.
 */
import type { AnnouncementsFrontResponse } from "@paygpa/contract";
import { useState } from "react";

export type Announcement = AnnouncementsFrontResponse["announceList"][number];

/** The address of the video an embed code plays (its iframe's src), as a page to watch it on. */
export function videoAddress(embed: string): string | null {
  const src = /<iframe[^>]*\ssrc="([^"]+)"/i.exec(embed)?.[1]?.replaceAll("&amp;", "&");
  if (!src) return null;
  try {
    const url = new URL(src, "https://invalid.example");
    if (url.protocol !== "https:") return null;
    const youtube = /^\/embed\/([\w-]+)/.exec(url.pathname);
    if (youtube && /(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname)) {
      return `https://www.youtube.com/watch?v=${youtube[1]}`;
    }
    return url.href;
  } catch {
    return null;
  }
}

function VideoPoster({ embed, title }: { embed: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    // The embed code as the BFF sanitized it (an iframe of an allowed player, nothing that runs).
    return (
      <div
        className="h-full w-full [&_iframe]:h-full [&_iframe]:w-full"
        dangerouslySetInnerHTML={{ __html: embed }}
      />
    );
  }
  const href = videoAddress(embed);
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-brand-900 p-4 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="flex min-h-11 flex-col items-center gap-2 rounded-md px-3 py-2 font-semibold underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M19 15l15 9-15 9z" fill="currentColor" />
        </svg>
        Play the video: {title}
      </button>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-sm text-white underline">
          Watch the video: {title} (opens in a new tab)
        </a>
      ) : null}
    </div>
  );
}

export function AnnouncementCard({ item }: { item: Announcement }) {
  return (
    <article className="grid gap-4 p-4 pb-10 md:grid-cols-2" aria-label={item.title}>
      <div className="aspect-video w-full overflow-hidden rounded-md bg-slate-200">
        {item.type === "Image" && item.featured_image ? (
          <img src={item.featured_image} alt="" className="h-full w-full object-cover" />
        ) : item.embed ? (
          <VideoPoster embed={item.embed} title={item.title} />
        ) : null}
      </div>
      <div>
        <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
        <div className="rich-text mt-2 text-slate-700" dangerouslySetInnerHTML={{ __html: item.content }} />
      </div>
    </article>
  );
}
