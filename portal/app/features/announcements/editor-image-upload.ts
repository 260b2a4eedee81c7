/** Sends an image inserted in the editor to this screen's upload route; answers its address or the refusal. */
import { adminMessages } from "@paygpa/contract";
import type { UploadEditorImage } from "./announcement-editor";

export const EDITOR_IMAGE_UPLOAD_PATH = "/admin-dashboard/announcements/image";

export const uploadEditorImage: UploadEditorImage = async (file) => {
  const form = new FormData();
  form.append("myFile", file);
  try {
    const response = await fetch(EDITOR_IMAGE_UPLOAD_PATH, { method: "POST", body: form });
    const answer = (await response.json()) as { url?: string; error?: string };
    return answer.url ? { url: answer.url } : { error: answer.error ?? adminMessages.announcementFailed };
  } catch {
    return { error: adminMessages.announcementFailed };
  }
};
