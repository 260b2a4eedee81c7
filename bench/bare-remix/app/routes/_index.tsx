import { useLoaderData } from "@remix-run/react";
import { bffJson } from "../bff.server";

/** The home page's two BFF calls (maintenance flags, announcements), at once, as the portal's `/` makes them. */
export async function loader() {
  const [maintenance, announcements] = await Promise.all([
    bffJson<unknown>("/api/v1/system-maintenance"),
    bffJson<{ announceList: unknown[] }>("/api/v1/announcements-front"),
  ]);
  return { maintenance, announcements };
}

export default function Home() {
  const { maintenance, announcements } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Home</h1>
      <pre>{JSON.stringify(maintenance)}</pre>
      <p>{announcements.announceList.length} announcements</p>
    </main>
  );
}
