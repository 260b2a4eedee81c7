/**
 * The 'Add Announcement' / 'Update Announcement' dialog (spec 000 §2): title and rich text; for a
 * list item the Image or Video choice, an image by file chooser, a video by embed code.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { type AdminAnnouncement, type AnnouncementKind, adminMessages } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { RadioGroup } from "../../ui/choices";
import { Modal, ModalClose } from "../../ui/dialogs";
import { BusyButton, ErrorList, Field, StatusMessage } from "../../ui/forms";
import { AnnouncementEditor } from "./announcement-editor";
import { parseAnnouncementForm } from "./announcement-form";
import type { AnnouncementAnswer, AnnouncementOutcome } from "./announcements.server";
import { uploadEditorImage } from "./editor-image-upload";

export type Editing = { kind: AnnouncementKind; item: AdminAnnouncement | null };

export function AnnouncementDialog({
  editing,
  onClose,
  onDone,
}: {
  editing: Editing;
  onClose(): void;
  onDone(outcome: AnnouncementOutcome): void;
}) {
  const { kind, item } = editing;
  const fetcher = useFetcher<AnnouncementAnswer>({ key: "announcement-save" });
  const [type, setType] = useState<"Image" | "Video">(item?.type ?? "Image");
  const embedId = useId();
  const [form, fields] = useForm({
    id: `announcement-${kind}-${item?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { title: item?.title ?? "" },
    onValidate: ({ formData }) => parseAnnouncementForm(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.outcome) onDone(fetcher.data.outcome);
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? "Update Announcement" : "Add Announcement"}
      size="lg"
      closeButton={false}
    >
      <fetcher.Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="mode" value={item ? "update" : "add"} />
        <input type="hidden" name="kind" value={kind} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <Field field={fields.title} label="Title" />
        <AnnouncementEditor
          name="content"
          defaultValue={item?.content ?? ""}
          errors={fields.content.errors}
          uploadImage={uploadEditorImage}
        />
        {kind === "announcement" ? (
          <FeaturedMedia
            item={item}
            type={type}
            onChoose={setType}
            embedId={embedId}
            fileErrors={form.allErrors.myFile}
            embedErrors={fields.embed.errors}
          />
        ) : null}
        {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
        <div className="flex justify-end gap-2">
          <ModalClose className="button-secondary">Cancel</ModalClose>
          <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
            {item ? "Update" : "Save"}
          </BusyButton>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/** A list item's featured media: the Image or Video choice, then the image's file or the video's embed code. */
function FeaturedMedia({
  item,
  type,
  onChoose,
  embedId,
  fileErrors,
  embedErrors,
}: {
  item: AdminAnnouncement | null;
  type: "Image" | "Video";
  onChoose(type: "Image" | "Video"): void;
  embedId: string;
  fileErrors: string[] | undefined;
  embedErrors: string[] | undefined;
}) {
  return (
    <>
      <RadioGroup
        legend="Featured media"
        name="type"
        options={[
          { value: "Image", label: "Image" },
          { value: "Video", label: "Video" },
        ]}
        defaultValue={type}
        onChoose={(value) => onChoose(value === "Video" ? "Video" : "Image")}
      />
      {type === "Image" ? (
        <div>
          <label htmlFor={`${embedId}-file`} className="block text-sm font-semibold text-slate-800">
            Featured image {item?.type === "Image" ? "(leave empty to keep the current one)" : null}
          </label>
          <input
            id={`${embedId}-file`}
            type="file"
            name="myFile"
            accept="image/png,image/jpeg,image/gif,image/webp"
          />
          <ErrorList errors={fileErrors} />
        </div>
      ) : (
        <div>
          <label htmlFor={embedId} className="block text-sm font-semibold text-slate-800">
            Embed code
          </label>
          <textarea
            id={embedId}
            name="embed"
            rows={3}
            defaultValue={item?.type === "Video" ? (item.featured_image ?? "") : ""}
            placeholder={adminMessages.announcementEmbedPlaceholder}
            className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2"
          />
          <ErrorList errors={embedErrors} />
        </div>
      )}
    </>
  );
}
