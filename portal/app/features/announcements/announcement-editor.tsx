/**
 * The announcement's rich-text editor (spec 000 §2: "Title and rich-text content"; §5: image alt text
 * is mandatory). Quill 2 is imported inside an effect, so it loads only on this screen and never on
 * the server (STACK.md pitfall 1). The Delta is kept, as JSON, in a hidden input named `content`.
 * The toolbar's image button opens a small panel: a file and its description (alt text), uploaded
 * to the BFF through this screen's action, then inserted with its alt text.
 */
import type QuillType from "quill";
import { useEffect, useId, useRef, useState } from "react";
import { adminMessages } from "@paygpa/contract";
import { ErrorList, TextInput } from "../../ui/forms";

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ list: "ordered" }, { list: "bullet" }, "blockquote"],
  ["link", "image", "video"],
  ["clean"],
];

export type UploadEditorImage = (file: File, alt: string) => Promise<{ url: string } | { error: string }>;

export function AnnouncementEditor({
  name,
  defaultValue,
  errors,
  uploadImage,
}: {
  name: string;
  /** The stored Delta JSON ("" for a new announcement). */
  defaultValue: string;
  errors?: string[];
  uploadImage: UploadEditorImage;
}) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<QuillType | null>(null);
  const [delta, setDelta] = useState(defaultValue || '{"ops":[{"insert":"\\n"}]}');
  const [imagePanel, setImagePanel] = useState(false);
  const labelId = useId();

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    if (!element) return;
    import("quill").then(({ default: Quill }) => {
      if (cancelled || !element) return;
      element.innerHTML = "";
      const editor = new Quill(element, {
        theme: "snow",
        modules: { toolbar: { container: TOOLBAR, handlers: { image: () => setImagePanel(true) } } },
      });
      nameForAssistiveTechnology(editor, element, labelId);
      if (defaultValue) {
        try {
          editor.setContents(JSON.parse(defaultValue));
        } catch {
          // A stored value that is not a Delta starts the editor empty.
        }
      }
      editor.on("text-change", () => setDelta(JSON.stringify(editor.getContents())));
      quill.current = editor;
    });
    return () => {
      cancelled = true;
      quill.current = null;
    };
  }, [defaultValue, labelId]);

  return (
    <div>
      <span id={labelId} className="block text-sm font-semibold text-slate-800">
        Content
      </span>
      <div className="mt-1 rounded-md border border-slate-500 bg-white">
        <div ref={host} className="min-h-40" data-testid="announcement-editor" />
      </div>
      <input type="hidden" name={name} value={delta} />
      <ErrorList errors={errors} />
      {imagePanel ? (
        <EditorImagePanel
          onCancel={() => setImagePanel(false)}
          onInsert={async (file, alt) => {
            const answer = await uploadImage(file, alt);
            if ("error" in answer) return answer.error;
            if (quill.current) insertImage(quill.current, answer.url, alt);
            setImagePanel(false);
            return null;
          }}
        />
      ) : null}
    </div>
  );
}

/** The editor named by its label as a multi-line text box, and Quill's heading picker named too (axe aria-command-name). */
function nameForAssistiveTechnology(editor: QuillType, element: HTMLElement, labelId: string) {
  editor.root.setAttribute("aria-labelledby", labelId);
  editor.root.setAttribute("role", "textbox");
  editor.root.setAttribute("aria-multiline", "true");
  // Quill's heading picker is a span with role=button and no name.
  for (const picker of element.parentElement?.querySelectorAll(".ql-header .ql-picker-label") ?? []) {
    picker.setAttribute("aria-label", "Heading");
  }
}

/** An uploaded image at the cursor (or at the end), with its description as its alt text. */
function insertImage(editor: QuillType, url: string, alt: string) {
  const at = editor.getSelection(true)?.index ?? editor.getLength();
  editor.insertEmbed(at, "image", url, "user");
  editor.formatText(at, 1, { alt }, "user");
  editor.setSelection(at + 1, 0, "user");
}

/** An image for the editor: the file and its description, both required. */
function EditorImagePanel({
  onCancel,
  onInsert,
}: {
  onCancel(): void;
  onInsert(file: File, alt: string): Promise<string | null>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const insert = async () => {
    if (!file) return setProblem(adminMessages.announcementChooseImage);
    if (!alt.trim()) return setProblem(adminMessages.announcementImageNeedsAlt);
    setBusy(true);
    setProblem(await onInsert(file, alt.trim()));
    setBusy(false);
  };
  return (
    <div className="mt-3 space-y-3 rounded-md border border-brand-500 bg-brand-50 p-3">
      <div>
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
          Image to insert
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <TextInput
        label="Image description (alt text)"
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
      />
      <ErrorList errors={problem ? [problem] : undefined} />
      <div className="flex gap-2">
        <button type="button" className="button-primary" disabled={busy} onClick={insert}>
          {busy ? "Please wait..." : "Insert image"}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
