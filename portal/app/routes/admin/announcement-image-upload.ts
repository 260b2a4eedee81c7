import { ADMIN_LEVELS, adminMessages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { BffError } from "../../lib/bff.server";
import { requireAdmin } from "../../lib/session.server";
import { PORTAL_UPLOAD_LIMIT } from "../../features/announcements/announcement-form";

export async function loader() {
  return redirect("/admin-dashboard/announcements");
}

/**
 * An image inserted in the announcement editor (spec 000 §7: the original sent it to a third-party
 * host; the BFF keeps it): answers `{ url }` or `{ error }` as JSON for the editor's script.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.announcements });
  let file: FormDataEntryValue | null;
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PORTAL_UPLOAD_LIMIT }),
    );
    file = form.get("myFile");
  } catch {
    return Response.json({ error: adminMessages.announcementImageTooLarge }, { status: 413 });
  }
  if (!(file instanceof File))
    return Response.json({ error: adminMessages.announcementChooseImage }, { status: 400 });
  try {
    const { url } = await context.bff.upload("announcementImageUpload", {}, file, { token });
    return Response.json({ url });
  } catch (error) {
    const message =
      error instanceof BffError && error.status < 500 ? error.message : adminMessages.announcementFailed;
    return Response.json({ error: message }, { status: 400 });
  }
}
