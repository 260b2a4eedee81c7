/**
 * Back office, Announcements (spec 000 §2 'Announcements', §5; 001 §2 home page; spec 000 §2 Announcements):
 * an announcement with an image, saved in the editor, shows on the home page's slider; payloads in
 * title, content and embed code never run on the home page; one system pop-up at most.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A real 16×16 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4ISdHEmIY1TCqYfhqAADkYgQQ60fIxgAAAABJRU5ErkJggg==",
  "base64",
);

async function openAnnouncementsAs(page: Page, level: number) {
  const admin = personasFile.admins.find((item) => item.level === level);
  if (!admin) throw new Error(`no admin of level ${level}`);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page
    .getByRole("navigation", { name: "Admin tabs" })
    .getByRole("link", { name: "Announcements" })
    .click();
  await expect(page.getByRole("heading", { name: "Announcements" })).toBeVisible();
}

/** Types into the Quill editor of the open dialog. */
async function typeContent(page: Page, text: string) {
  const editor = page.getByRole("dialog").getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.type(text);
}

async function save(page: Page, expected: string) {
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^(Save|Update)$/ })
    .click();
  const result = page.getByRole("dialog").filter({ hasText: expected });
  await expect(result).toBeVisible();
  await result.getByRole("button", { name: "Okay" }).click();
}

test.describe("back office: announcements", () => {
  test("an announcement with an image, saved in the editor, shows on the home page slider", async ({
    page,
  }) => {
    await openAnnouncementsAs(page, 2);
    await page.getByRole("button", { name: "Add Image/Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Announcement" });
    await dialog.getByLabel("Title").fill("Storm-ready lines");
    await typeContent(page, "Our crews checked every line. ");
    // An image inserted in the editor needs its alt text.
    await dialog.locator(".ql-image").click();
    await dialog
      .getByLabel("Image to insert")
      .setInputFiles({ name: "crew.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(
      dialog.getByText("Every image in the content needs a description (alt text)."),
    ).toBeVisible();
    await dialog.getByLabel("Image description (alt text)").fill("A line crew at work");
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog.locator('.ql-editor img[alt="A line crew at work"]')).toBeVisible();
    await dialog
      .getByLabel(/Featured image/)
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await save(page, "Added Successfully!");

    await page.getByRole("tab", { name: "Announcements List" }).click();
    await expect(page.getByRole("rowheader", { name: "Storm-ready lines" })).toBeVisible();

    await page.goto("/");
    const slide = page.getByRole("article", { name: "Storm-ready lines" });
    await expect(slide).toHaveCount(1);
    const featured = slide.locator("img").first();
    await expect(featured).toHaveAttribute("src", /^\/announcement-images\/[0-9a-f-]{36}\.png$/);
    await expect(slide.getByRole("img", { name: "A line crew at work" })).toHaveCount(1);
    // The image really loads (served by the BFF through the portal, as a PNG).
    await expect.poll(() => featured.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
  });

  test("script and event-handler payloads in title, content or embed code never run on the home page", async ({
    page,
  }) => {
    const ran: string[] = [];
    page.on("dialog", async (dialog) => {
      ran.push(dialog.message());
      await dialog.dismiss();
    });
    await openAnnouncementsAs(page, 1);
    await page.getByRole("button", { name: "Add Image/Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Announcement" });
    const title = `<img src=x onerror="alert('title')">`;
    await dialog.getByLabel("Title").fill(title);
    await typeContent(page, `<script>alert('content')</script><img src=x onerror="alert('content')">`);
    await dialog.getByRole("radio", { name: "Video" }).check();
    await dialog
      .getByLabel("Embed code")
      .fill(
        `<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Safety"></iframe><script>alert('embed')</script><img src=x onerror="alert('embed')"><svg onload="alert('embed')"></svg>`,
      );
    await save(page, "Added Successfully!");

    await page.goto("/");
    const slide = page.getByRole("article", { name: title });
    await expect(slide).toHaveCount(1);
    await expect(slide.getByRole("heading", { name: title })).toBeVisible();
    // The video is loaded only when asked for (offline, a poster): then the sanitized embed plays.
    await expect(slide.locator("iframe")).toHaveCount(0);
    await slide.getByRole("button", { name: `Play the video: ${title}` }).click();
    await expect(slide.locator("script, svg[onload], img[onerror]")).toHaveCount(0);
    await expect(slide.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/abc",
    );
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  });

  test("only one system pop-up: Add Text is disabled while one exists, and enabled once it is deleted", async ({
    page,
  }) => {
    await openAnnouncementsAs(page, 1);
    await expect(page.getByRole("button", { name: "Add Text" })).toBeDisabled();
    await page.getByRole("checkbox", { name: "Select Scheduled system maintenance" }).check();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    const result = page.getByRole("dialog").filter({ hasText: "Deleted Successfully!" });
    await expect(result).toBeVisible();
    await result.getByRole("button", { name: "Okay" }).click();
    await expect(page.getByText("No data yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Text" }).click();
    await page
      .getByRole("dialog", { name: "Add Announcement" })
      .getByLabel("Title")
      .fill("Office closed Friday");
    await typeContent(page, "For Liberation Day.");
    await save(page, "Added Successfully!");
    await expect(page.getByRole("button", { name: "Add Text" })).toBeDisabled();
  });
});
