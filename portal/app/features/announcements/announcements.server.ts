/**
 * The Announcements screen's actions (spec 000 §2, §4, §7; spec 000 §2 Announcements): save (add or update,
 * pop-up or list item, image or video), the visibility eye, Delete Selected. The BFF checks and
 * cleans everything; here a form becomes the right call and its answer the spec's messages.
 */
import type { SubmissionResult } from "@conform-to/react";
import { type AnnouncementKind, adminMessages } from "@paygpa/contract";
import type { PortalBff } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";
import { type AnnouncementForm, formFieldOf, parseAnnouncementForm } from "./announcement-form";

export type AnnouncementOutcome = { tone: "success" | "error"; message: string };
export type AnnouncementAnswer = { result?: SubmissionResult<string[]>; outcome?: AnnouncementOutcome };

const failed: AnnouncementOutcome = { tone: "error", message: adminMessages.announcementFailed };

function chosenFile(formData: FormData): File | null {
  const file = formData.get("myFile");
  return file instanceof File && file.size > 0 ? file : null;
}

/** The one BFF call a saved form makes. */
async function callFor(bff: PortalBff, form: AnnouncementForm, file: File | null, token: string) {
  const { title, content } = form;
  if (form.mode === "add" && form.kind === "popup") {
    return bff.call("insertAnnouncementWithout", { title, content }, { token });
  }
  if (form.mode === "add") {
    const type = form.type ?? "Image";
    const fields =
      type === "Video" ? { type, title, content, myFile: form.embed ?? "" } : { type, title, content };
    return bff.upload("insertAnnouncement", fields, type === "Image" ? file : null, { token });
  }
  const id = Number(form.id);
  if (form.kind === "announcement" && form.type === "Image" && file) {
    return bff.upload(
      "updateContentWithAnnouncement",
      { id: String(id), type: "Image", title, content },
      file,
      {
        token,
      },
    );
  }
  return bff.call(
    "updateContentAnnouncement",
    form.kind === "popup"
      ? { id, kind: "popup", title, content }
      : { id, kind: "announcement", type: form.type, featured_image: form.embed ?? null, title, content },
    { token },
  );
}

export async function saveAnnouncement(
  bff: PortalBff,
  formData: FormData,
  token: string,
): Promise<AnnouncementAnswer> {
  const submission = parseAnnouncementForm(formData);
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  try {
    await callFor(bff, form, chosenFile(formData), token);
    const message = form.mode === "add" ? adminMessages.announcementAdded : adminMessages.announcementUpdated;
    return { result: submission.reply({ resetForm: true }), outcome: { tone: "success", message } };
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: adminMessages.announcementFailed });
    const fieldErrors = Object.fromEntries(
      Object.entries(refusal.fieldErrors).map(([field, errors]) => [formFieldOf(field, form.type), errors]),
    );
    return { result: submission.reply({ fieldErrors, formErrors: refusal.formErrors }) };
  }
}

/** The visibility eye: 0 or 1 (spec 000 §4). */
export async function setVisibility(
  bff: PortalBff,
  formData: FormData,
  token: string,
): Promise<AnnouncementAnswer> {
  const kind = formData.get("kind") === "popup" ? "popup" : "announcement";
  const id = Number(formData.get("id"));
  const flag = formData.get("flag") === "1" ? 1 : 0;
  try {
    await bff.call("updateFlagAnnouncement", { id, kind, flag }, { token });
    return { outcome: { tone: "success", message: adminMessages.announcementUpdated } };
  } catch {
    return { outcome: failed };
  }
}

/** Delete Selected: one call per checked item (spec 000 §7), each given as `kind:id`. */
export async function deleteSelected(
  bff: PortalBff,
  formData: FormData,
  token: string,
): Promise<AnnouncementAnswer> {
  const selected = formData
    .getAll("selected")
    .map((value) => /^(popup|announcement):(\d{1,9})$/.exec(String(value)))
    .filter((match): match is RegExpExecArray => match !== null);
  if (selected.length === 0) return { outcome: failed };
  try {
    for (const [, kind, id] of selected) {
      await bff.call("deleteAnnouncement", { kind: kind as AnnouncementKind, id: Number(id) }, { token });
    }
    return { outcome: { tone: "success", message: adminMessages.announcementsDeleted } };
  } catch {
    return { outcome: failed };
  }
}
