/** The back office's Announcements (spec 000 §2 'Announcements', §5, §7; spec 000 §2 Announcements), black-box. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminMessages } from "@paygpa/contract";
import { startStack, type Json, type TestStack } from "./harness";
import sharp from "sharp";
import {
  gifHtmlPolyglot,
  gifJsPolyglot,
  jpegHtmlPolyglot,
  pngImage,
  pngWithTrailer,
  svgImage,
} from "./images";
import { admins } from "./personas";

let stack: TestStack;
let imageDir: string;
const MAX_BYTES = 64 * 1024;

beforeEach(async () => {
  imageDir = mkdtempSync(join(tmpdir(), "paygpa-images-"));
  stack = await startStack({ announcementImages: { directory: imageDir, maxBytes: MAX_BYTES } });
});
afterEach(async () => {
  await stack.close();
  rmSync(imageDir, { recursive: true, force: true });
});

export async function adminToken(level: number): Promise<string> {
  const found = admins.find((item) => item.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return body.token;
}

/** A multipart call, as the portal's upload forwards it. */
async function upload(
  path: string,
  token: string | null,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("myFile", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${stack.bff}${path}`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const delta = (text: string, more: unknown[] = []) =>
  JSON.stringify({ ops: [...more, { insert: `${text}\n` }] });
const png = (bytes = pngImage()) => ({ bytes, name: "banner.png", type: "image/png" });

async function front() {
  return (await stack.call("/api/v1/announcements-front")).body;
}

describe("adding an announcement with an image (Add Image/Video)", () => {
  it("stores the image, re-encoded, and shows it, with the text, on the home page's slider", async () => {
    const token = await adminToken(2);
    const added = await upload(
      "/api/v1/insert-announcement",
      token,
      { type: "Image", title: "New office hours", content: delta("Open on Saturdays") },
      png(),
    );
    expect(added).toMatchObject({ status: 200, body: { result: "Success" } });
    const shown = (await front()).announceList.find((item: Json) => item.title === "New office hours");
    expect(shown.content).toContain("Open on Saturdays");
    expect(shown.featured_image).toMatch(/^\/announcement-images\/[0-9a-f-]{36}\.png$/);
    expect(readdirSync(imageDir)).toEqual([shown.featured_image.split("/").pop()]);

    const name = shown.featured_image.split("/").pop();
    const image = await fetch(`${stack.bff}/api/v1/announcement-image?file=${name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    // The server's own encoding of the same pixels (decision 024).
    const served = await sharp(Buffer.from(await image.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(served).toEqual(await sharp(pngImage()).raw().toBuffer());
  });

  it("never keeps the uploaded name, and serves nothing by a name it did not make", async () => {
    const token = await adminToken(1);
    await upload(
      "/api/v1/insert-announcement",
      token,
      { type: "Image", title: "t", content: delta("c") },
      { bytes: pngImage(), name: "../../evil.html", type: "text/html" },
    );
    expect(readdirSync(imageDir).every((name) => /^[0-9a-f-]{36}\.png$/.test(name))).toBe(true);
    for (const file of ["../../package.json", "evil.html", "0b5e9a4c-1f2d-4c3b-9a8e-7d6c5b4a3f21.png"]) {
      const response = await fetch(`${stack.bff}/api/v1/announcement-image?file=${encodeURIComponent(file)}`);
      expect([400, 404]).toContain(response.status);
    }
  });
});

describe("uploads are refused unless their bytes decode as a PNG, JPEG, GIF or WebP image", () => {
  const refused = [
    {
      what: "wrong magic bytes (a text file named .png)",
      bytes: Buffer.from("hello, I am not a PNG at all"),
      status: 415,
    },
    { what: "an SVG (with a script)", bytes: svgImage(), status: 415 },
    { what: "a GIF header on an HTML page (no complete image)", bytes: gifHtmlPolyglot(), status: 415 },
    {
      what: "an image over the size limit",
      bytes: Buffer.concat([pngImage(), Buffer.alloc(MAX_BYTES)]),
      status: 413,
    },
  ];
  for (const { what, bytes, status } of refused) {
    it(`refuses ${what}, stores nothing and adds nothing`, async () => {
      if (status === 413) expect(bytes.length).toBeGreaterThan(MAX_BYTES);
      const token = await adminToken(1);
      const before = (await front()).announceList.length;
      const item = await upload(
        "/api/v1/insert-announcement",
        token,
        { type: "Image", title: "Refused", content: delta("x") },
        png(bytes),
      );
      expect(item.status).toBe(status);
      const inEditor = await upload("/api/v1/announcement-image-upload", token, {}, png(bytes));
      expect(inEditor.status).toBe(status);
      if (status === 415) expect(item.body.error.message).toBe(adminMessages.announcementImageRefused);
      expect(readdirSync(imageDir)).toEqual([]);
      expect((await front()).announceList.length).toBe(before);
    });
  }

  it("refuses an upload that is not multipart", async () => {
    const token = await adminToken(1);
    const { status } = await stack.call("/api/v1/announcement-image-upload", {
      token,
      body: { myFile: "x" },
    });
    expect(status).toBe(415);
  });
});

describe("polyglots are stored as clean images: the server's encoding, nothing that rode along (decision 024)", () => {
  const polyglots = [
    {
      what: "a JPEG with markup in a comment segment and after its end",
      bytes: jpegHtmlPolyglot(),
      type: "image/jpeg",
    },
    { what: "a GIF that is also valid JavaScript", bytes: gifJsPolyglot(), type: "image/gif" },
    { what: "a PNG with a file appended after its end", bytes: pngWithTrailer(), type: "image/png" },
  ];
  for (const { what, bytes, type } of polyglots) {
    it(`stores ${what} re-encoded, as an announcement image and in the editor`, async () => {
      const token = await adminToken(1);
      const file = { bytes, name: "picture", type };
      await upload(
        "/api/v1/insert-announcement",
        token,
        { type: "Image", title: what, content: delta("x") },
        file,
      );
      const shown = (await front()).announceList.find((item: Json) => item.title === what);
      const inEditor = await upload("/api/v1/announcement-image-upload", token, {}, file);
      expect(inEditor.status).toBe(200);
      for (const url of [shown.featured_image, inEditor.body.url]) {
        const name = url.split("/").pop();
        const response = await fetch(`${stack.bff}/api/v1/announcement-image?file=${name}`);
        expect(response.headers.get("content-type")).toBe(type);
        const stored = Buffer.from(await response.arrayBuffer());
        expect(stored.equals(bytes)).toBe(false);
        const text = stored.toString("latin1");
        for (const rider of ["onerror", "alert(", "<img", "PK\u0003\u0004"])
          expect(text).not.toContain(rider);
        expect((await sharp(stored).metadata()).width).toBeGreaterThan(0);
      }
      expect(readdirSync(imageDir)).toHaveLength(2);
    });
  }
});

describe("images inserted in the editor", () => {
  it("are uploaded to the BFF and need alt text in the content", async () => {
    const token = await adminToken(1);
    const uploaded = await upload("/api/v1/announcement-image-upload", token, {}, png());
    expect(uploaded.status).toBe(200);
    const { url } = uploaded.body;
    const withoutAlt = await upload("/api/v1/insert-announcement", token, {
      type: "Video",
      title: "Lines",
      content: delta("x", [{ insert: { image: url } }]),
      myFile: youtube,
    });
    expect(withoutAlt.status).toBe(400);
    expect(withoutAlt.body.error.fields.content).toEqual([adminMessages.announcementImageNeedsAlt]);
    const withAlt = await upload("/api/v1/insert-announcement", token, {
      type: "Video",
      title: "Lines",
      content: delta("x", [{ insert: { image: url }, attributes: { alt: "A lineman on a pole" } }]),
      myFile: youtube,
    });
    expect(withAlt.status).toBe(200);
    const shown = (await front()).announceList.find((item: Json) => item.title === "Lines");
    expect(shown.content).toContain(`<img alt="A lineman on a pole" src="${url}"`);
  });
});

const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Safety"></iframe>';

describe("script and event-handler payloads never reach the home page", () => {
  it("in the title (kept as text), the content and the embed code", async () => {
    const token = await adminToken(2);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const added = await upload("/api/v1/insert-announcement", token, {
      type: "Video",
      title: payload,
      content: JSON.stringify({
        ops: [
          { insert: payload, attributes: { link: "javascript:alert(3)" } },
          { insert: { image: "https://evil.example/x.png" }, attributes: { alt: "x" } },
          { insert: "\n" },
        ],
      }),
      myFile: `${youtube}<script>alert(4)</script><iframe src="https://evil.example/" onload="alert(5)"></iframe>`,
    });
    expect(added.status).toBe(200);
    const shown = (await front()).announceList.find((item: Json) => item.title === payload);
    // The payload is shown as the text staff typed (escaped), never as markup.
    expect(shown.content).toContain("&lt;script&gt;");
    expect(shown.content).not.toMatch(/<script|<img|<a |javascript:/i);
    expect(shown.embed).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Safety"></iframe>',
    );
  });

  it("refuses an embed code with no allowed video", async () => {
    const token = await adminToken(2);
    const { status, body } = await upload("/api/v1/insert-announcement", token, {
      type: "Video",
      title: "t",
      content: delta("c"),
      myFile: '<script>alert(1)</script><iframe src="https://evil.example/"></iframe>',
    });
    expect(status).toBe(400);
    expect(body.error.fields.myFile).toEqual([adminMessages.announcementEmbedRefused]);
  });
});

describe("the system pop-up (Add Text)", () => {
  it("only one may exist; after deleting it a new one can be added", async () => {
    const token = await adminToken(1);
    const list = (await stack.call("/api/v1/announcements", { token })).body;
    const popup = list.find((item: Json) => item.kind === "popup");
    expect(popup).toMatchObject({ type: null, featured_image: null, title: "Scheduled system maintenance" });
    const second = await stack.call("/api/v1/insert-announcement-without", {
      token,
      body: { title: "Another", content: delta("x") },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(adminMessages.announcementOnePopup);
    const deleted = await stack.call("/api/v1/delete-announcement", {
      token,
      body: { id: popup.id, kind: "popup" },
    });
    expect(deleted.body).toMatchObject({ result: "Success" });
    expect((await front()).systemPop).toBeNull();
    const added = await stack.call("/api/v1/insert-announcement-without", {
      token,
      body: { title: "Office closed Friday", content: delta("Liberation Day") },
    });
    expect(added.status).toBe(200);
    expect((await front()).systemPop).toMatchObject({ title: "Office closed Friday" });
  });
});

describe("update, visibility and delete", () => {
  it("updates title and content, toggles the eye 0/1 and deletes; each change is audited", async () => {
    const token = await adminToken(1);
    const item = (await stack.call("/api/v1/announcements", { token })).body.find(
      (entry: Json) => entry.kind === "announcement" && entry.type === "Image",
    );
    const updated = await stack.call("/api/v1/update-content-announcement", {
      token,
      body: {
        id: item.id,
        kind: "announcement",
        title: "Renamed",
        content: delta("New text"),
        featured_image: "../../etc/passwd",
      },
    });
    expect(updated.status).toBe(200);
    let shown = (await front()).announceList.find((entry: Json) => entry.id === item.id);
    expect(shown).toMatchObject({ title: "Renamed", featured_image: item.featured_image });

    await stack.call("/api/v1/update-flag-announcement", {
      token,
      body: { id: item.id, kind: "announcement", flag: 0 },
    });
    shown = (await front()).announceList.find((entry: Json) => entry.id === item.id);
    expect(shown).toBeUndefined();
    const hidden = (await stack.call("/api/v1/announcements", { token })).body.find(
      (entry: Json) => entry.kind === "announcement" && entry.id === item.id,
    );
    expect(hidden.flag).toBe(0);
    await stack.call("/api/v1/update-flag-announcement", {
      token,
      body: { id: item.id, kind: "announcement", flag: 1 },
    });
    expect((await front()).announceList.some((entry: Json) => entry.id === item.id)).toBe(true);

    const withImage = await upload(
      "/api/v1/update-content-with-announcement",
      token,
      { id: String(item.id), type: "Image", title: "Renamed", content: delta("New text") },
      png(),
    );
    expect(withImage.status).toBe(200);
    shown = (await front()).announceList.find((entry: Json) => entry.id === item.id);
    expect(shown.featured_image).toMatch(/^\/announcement-images\//);

    await stack.call("/api/v1/delete-announcement", { token, body: { id: item.id, kind: "announcement" } });
    expect((await front()).announceList.some((entry: Json) => entry.id === item.id)).toBe(false);
    const missing = await stack.call("/api/v1/delete-announcement", {
      token,
      body: { id: item.id, kind: "announcement" },
    });
    expect(missing.status).toBe(404);

    const audit = await stack.bffApp.services.db
      .selectFrom("audit_log")
      .select(["actor", "action"])
      .execute();
    const actions = audit.filter((row) => row.action.startsWith("announcement")).map((row) => row.action);
    expect(actions).toEqual([
      "announcement-updated",
      "announcement-visibility",
      "announcement-visibility",
      "announcement-image-uploaded",
      "announcement-updated",
      "announcement-deleted",
    ]);
  });
});
