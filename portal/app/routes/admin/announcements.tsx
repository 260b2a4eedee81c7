import { ADMIN_LEVELS, adminMessages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import quillStyles from "quill/dist/quill.snow.css?url";
import { useCallback, useEffect, useState } from "react";
import { AnnouncementDialog, type Editing } from "../../features/announcements/announcement-dialog";
import { PORTAL_UPLOAD_LIMIT } from "../../features/announcements/announcement-form";
import { AnnouncementTabs, keyOf } from "../../features/announcements/announcement-lists";
import {
  type AnnouncementAnswer,
  type AnnouncementOutcome,
  deleteSelected,
  saveAnnouncement,
  setVisibility,
} from "../../features/announcements/announcements.server";
import { requireAdmin } from "../../lib/session.server";
import { MessageDialog } from "../../ui/dialogs";

/** Announcements (spec 000 §2, §4, §5; 001 §2 for the home page): admin levels 1 and 2. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.announcements });
  return { items: await context.bff.call("announcementsAdmin", undefined, { token }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.announcements });
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PORTAL_UPLOAD_LIMIT }),
    );
  } catch {
    const outcome = { tone: "error", message: adminMessages.announcementImageTooLarge } as const;
    return data<AnnouncementAnswer>({ outcome }, { status: 413 });
  }
  const intent = formData.get("intent");
  if (intent === "flag") return data(await setVisibility(context.bff, formData, token));
  if (intent === "delete") return data(await deleteSelected(context.bff, formData, token));
  return data(await saveAnnouncement(context.bff, formData, token));
}

export default function AnnouncementsScreen() {
  const { items } = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [outcome, setOutcome] = useState<AnnouncementOutcome | null>(null);
  const remover = useFetcher<AnnouncementAnswer>({ key: "announcements-delete" });
  const hasPopup = items.some((item) => item.kind === "popup");
  const onDone = useCallback((done: AnnouncementOutcome) => {
    setEditing(null);
    setOutcome(done);
  }, []);
  const select = (key: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  useEffect(() => {
    if (remover.state === "idle" && remover.data?.outcome) setOutcome(remover.data.outcome);
  }, [remover.state, remover.data]);

  return (
    <section aria-labelledby="announcements-heading" className="card p-6">
      <h1 id="announcements-heading" className="text-2xl font-bold text-brand-900">
        Announcements
      </h1>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Only one system pop-up may exist (spec 000 §2, §5). */}
        <button
          type="button"
          className="button-primary"
          disabled={hasPopup}
          onClick={() => setEditing({ kind: "popup", item: null })}
        >
          Add Text
        </button>
        <button
          type="button"
          className="button-primary"
          onClick={() => setEditing({ kind: "announcement", item: null })}
        >
          Add Image/Video
        </button>
        <remover.Form
          method="post"
          encType="multipart/form-data"
          aria-label="Delete the selected announcements"
          onSubmit={() => setSelected(new Set())}
        >
          <input type="hidden" name="intent" value="delete" />
          {[...selected].map((key) => (
            <input key={key} type="hidden" name="selected" value={key} />
          ))}
          <button type="submit" className="button-secondary" disabled={selected.size === 0}>
            Delete Selected
          </button>
        </remover.Form>
      </div>
      <AnnouncementTabs
        items={items}
        selected={selected}
        onSelect={select}
        onEdit={(item) => setEditing({ kind: item.kind, item })}
      />
      {editing ? (
        <AnnouncementDialog
          key={editing.item ? keyOf(editing.item) : editing.kind}
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={onDone}
        />
      ) : null}
      <MessageDialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        tone={outcome?.tone ?? "info"}
        message={outcome?.message ?? ""}
      />
    </section>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export const meta: MetaFunction = () => [{ title: "Announcements | PayGPA Admin" }];
