import { useLoaderData } from "@remix-run/react";
import { bffJson } from "../bff.server";
import { PortalMarkup } from "../markup";

/** The home page's two BFF calls (maintenance flags, announcements), at once, as the portal's `/` makes them. */
export async function loader() {
  const [maintenance, announcements] = await Promise.all([
    bffJson<unknown>("/api/v1/system-maintenance"),
    bffJson<{ announceList: unknown[] }>("/api/v1/announcements-front"),
  ]);
  return { maintenance, announcements };
}

/** The portal's home markup; the answers travel in the document's loader data, as the portal's do. */
export default function Home() {
  useLoaderData<typeof loader>();
  return <PortalMarkup page="home" />;
}
