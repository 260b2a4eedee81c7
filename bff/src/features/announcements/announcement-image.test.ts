import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  gifHtmlPolyglot,
  gifImage,
  gifJsPolyglot,
  jpegHtmlPolyglot,
  jpegImage,
  pngImage,
  pngWithTrailer,
  svgImage,
  webpImage,
} from "../../../tests/images";
import { cleanAnnouncementImage } from "./announcement-image";

const kindOf = async (bytes: Buffer) => (await cleanAnnouncementImage(bytes))?.kind ?? null;

describe("an uploaded announcement image is judged by its content, never its name (decision 024)", () => {
  it("accepts PNG, JPEG, GIF and WebP, with the type their bytes show", async () => {
    expect(await kindOf(pngImage())).toEqual({ ext: "png", contentType: "image/png" });
    expect(await kindOf(jpegImage())).toEqual({ ext: "jpg", contentType: "image/jpeg" });
    expect(await kindOf(gifImage())).toEqual({ ext: "gif", contentType: "image/gif" });
    expect(await kindOf(webpImage())).toEqual({ ext: "webp", contentType: "image/webp" });
  });

  it("keeps the pixels: the re-encoded image has the upload's size and colour", async () => {
    const cleaned = await cleanAnnouncementImage(pngImage(3, [10, 200, 30]));
    const { data, info } = await sharp(cleaned!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 3]);
    expect([...data.subarray(0, 3)]).toEqual([10, 200, 30]);
  });

  it("refuses an SVG, a text file, an empty file, a PDF and a zip", async () => {
    expect(await kindOf(svgImage())).toBeNull();
    expect(await kindOf(Buffer.from("just some text, not an image at all"))).toBeNull();
    expect(await kindOf(Buffer.alloc(0))).toBeNull();
    expect(await kindOf(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF"))).toBeNull();
    expect(await kindOf(Buffer.from("PK\u0003\u0004\u0014\u0000\u0000\u0000 zip body"))).toBeNull();
  });

  it("refuses an image header with no complete image behind it (a GIF header on a page)", async () => {
    expect(await cleanAnnouncementImage(gifHtmlPolyglot())).toBeNull();
    expect(await cleanAnnouncementImage(jpegImage().subarray(0, 120))).toBeNull();
  });

  it("stores polyglots as clean images: what rode along is gone, what is left decodes", async () => {
    for (const upload of [jpegHtmlPolyglot(), gifJsPolyglot(), pngWithTrailer()]) {
      const cleaned = await cleanAnnouncementImage(upload);
      expect(cleaned).not.toBeNull();
      const text = cleaned!.bytes.toString("latin1");
      expect(cleaned!.bytes.equals(upload)).toBe(false);
      for (const rider of ["onerror", "alert(", "<img", "PK\u0003\u0004"]) expect(text).not.toContain(rider);
      const metadata = await sharp(cleaned!.bytes).metadata();
      expect(metadata.width).toBeGreaterThan(0);
    }
  });
});
