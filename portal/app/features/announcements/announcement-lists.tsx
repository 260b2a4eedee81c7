/**
 * The Announcements screen's two tabs (spec 000 §2): 'System Pop up' (checkbox, title, view-content
 * toggle, visibility eye, edit) and 'Announcements List' (checkbox, featured image or video, title,
 * content, eye, edit); 'No data yet' when a tab is empty; a thumbnail opens a preview.
 */
import { type AdminAnnouncement, adminMessages } from "@paygpa/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Modal } from "../../ui/dialogs";
import { Cell, RowHeader, Table } from "../../ui/table";

type Row = AdminAnnouncement;
type ListProps = {
  items: Row[];
  selected: Set<string>;
  onSelect(key: string, checked: boolean): void;
  onEdit(item: Row): void;
};

export const keyOf = (item: Row) => `${item.kind}:${item.id}`;

function VisibilityEye({ item }: { item: Row }) {
  const fetcher = useFetcher({ key: `flag-${keyOf(item)}` });
  const shown = fetcher.formData ? fetcher.formData.get("flag") === "1" : item.flag === 1;
  return (
    // Named, as every form of the screen is (a form is a landmark once named; IBM's checker asks
    // each to be told apart, aria_form_label_unique).
    <fetcher.Form method="post" aria-label={`Visibility of ${item.title}`}>
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="flag" value={shown ? "0" : "1"} />
      {/* The name starts with the visible word (WCAG 2.5.3) and says which announcement it is. */}
      <button type="submit" className="button-secondary">
        <span aria-hidden="true">{shown ? "👁" : "⊘"}</span> {shown ? "Shown" : "Hidden"}
        <span className="sr-only">: {item.title}</span>
      </button>
    </fetcher.Form>
  );
}

function RowStart({ item, selected, onSelect }: { item: Row } & Pick<ListProps, "selected" | "onSelect">) {
  return (
    <Cell label="Select">
      <input
        type="checkbox"
        className="size-6"
        aria-label={`Select ${item.title}`}
        checked={selected.has(keyOf(item))}
        onChange={(event) => onSelect(keyOf(item), event.currentTarget.checked)}
      />
    </Cell>
  );
}

function EditButton({ item, onEdit }: { item: Row; onEdit(item: Row): void }) {
  return (
    <button type="button" className="button-secondary" onClick={() => onEdit(item)}>
      Edit<span className="sr-only"> {item.title}</span>
    </button>
  );
}

function PopupList({ items, selected, onSelect, onEdit }: ListProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (items.length === 0) return <p className="p-4 text-slate-700">{adminMessages.announcementNoData}</p>;
  return (
    <Table
      caption="System Pop up"
      captionHidden
      cards
      columns={[
        { label: "Select" },
        { label: "Title" },
        { label: "Content" },
        { label: "Visibility" },
        { label: "Edit" },
      ]}
    >
      {items.map((item) => (
        <tr key={keyOf(item)} className="border-b align-top">
          <RowStart item={item} selected={selected} onSelect={onSelect} />
          <RowHeader label="Title">{item.title}</RowHeader>
          <Cell label="Content">
            <button
              type="button"
              className="button-secondary"
              aria-expanded={open === keyOf(item)}
              onClick={() => setOpen(open === keyOf(item) ? null : keyOf(item))}
            >
              View content
            </button>
            {open === keyOf(item) ? (
              // Sanitized by the BFF from the stored Delta.
              <div className="rich-text mt-2" dangerouslySetInnerHTML={{ __html: item.content_html }} />
            ) : null}
          </Cell>
          <Cell label="Visibility">
            <VisibilityEye item={item} />
          </Cell>
          <Cell label="Edit">
            <EditButton item={item} onEdit={onEdit} />
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

function Media({ item, onPreview }: { item: Row; onPreview(item: Row): void }) {
  if (!item.featured_image) return null;
  return (
    <button
      type="button"
      aria-label={`Preview ${item.title}`}
      onClick={() => onPreview(item)}
      className="block w-32"
    >
      {item.type === "Image" ? (
        <img src={item.featured_image} alt="" className="h-20 w-32 rounded object-cover" />
      ) : (
        <span className="flex h-20 w-32 items-center justify-center rounded bg-slate-800 text-white">
          ▶ Video
        </span>
      )}
    </button>
  );
}

function AnnouncementList({ items, selected, onSelect, onEdit }: ListProps) {
  const [preview, setPreview] = useState<Row | null>(null);
  if (items.length === 0) return <p className="p-4 text-slate-700">{adminMessages.announcementNoData}</p>;
  const columns = ["Select", "Featured image or video", "Title", "Content", "Visibility", "Edit"].map(
    (label) => ({ label }),
  );
  return (
    <>
      <Table caption="Announcements List" captionHidden columns={columns} cards>
        {items.map((item) => (
          <tr key={keyOf(item)} className="border-b align-top">
            <RowStart item={item} selected={selected} onSelect={onSelect} />
            <Cell label="Featured image or video">
              <Media item={item} onPreview={setPreview} />
            </Cell>
            <RowHeader label="Title">{item.title}</RowHeader>
            <Cell label="Content">
              <div
                className="rich-text max-h-32 overflow-hidden"
                dangerouslySetInnerHTML={{ __html: item.content_html }}
              />
            </Cell>
            <Cell label="Visibility">
              <VisibilityEye item={item} />
            </Cell>
            <Cell label="Edit">
              <EditButton item={item} onEdit={onEdit} />
            </Cell>
          </tr>
        ))}
      </Table>
      {preview ? (
        <Modal
          open
          onOpenChange={(open) => (open ? undefined : setPreview(null))}
          title={preview.title}
          size="lg"
        >
          {preview.type === "Image" ? (
            <img src={preview.featured_image ?? ""} alt={preview.title} className="w-full rounded" />
          ) : (
            // The BFF keeps only an iframe of an allowed video host.
            <div
              className="aspect-video [&_iframe]:h-full [&_iframe]:w-full"
              dangerouslySetInnerHTML={{ __html: preview.featured_image ?? "" }}
            />
          )}
        </Modal>
      ) : null}
    </>
  );
}

export function AnnouncementTabs(props: ListProps) {
  const popups = props.items.filter((item) => item.kind === "popup");
  const listed = props.items.filter((item) => item.kind === "announcement");
  const tab =
    "rounded-t-md px-4 py-2 font-semibold data-[state=active]:bg-brand-800 data-[state=active]:text-white";
  return (
    <Tabs.Root defaultValue="popup" className="mt-4">
      <Tabs.List aria-label="Announcements" className="flex gap-1 border-b border-brand-800">
        <Tabs.Trigger value="popup" className={tab}>
          System Pop up
        </Tabs.Trigger>
        <Tabs.Trigger value="list" className={tab}>
          Announcements List
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="popup" className="overflow-x-auto">
        <PopupList {...props} items={popups} />
      </Tabs.Content>
      <Tabs.Content value="list" className="overflow-x-auto">
        <AnnouncementList {...props} items={listed} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
