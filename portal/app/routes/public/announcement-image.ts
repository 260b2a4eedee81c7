import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * An announcement image the BFF keeps (spec 000 §2 Announcements), at `/announcement-images/{name}` for the
 * home page and the back office: the bytes and type as the BFF serves them, with nosniff.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return context.bff.announcementImage(params.file ?? "");
}
