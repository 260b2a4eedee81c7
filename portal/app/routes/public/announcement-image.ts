import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * An announcement image the BFF keeps (issue 10 point 5), at `/announcement-images/{name}` for the
 * home page and the back office: the bytes and type as the BFF serves them, with nosniff.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return context.bff.announcementImage(params.file ?? "");
}
