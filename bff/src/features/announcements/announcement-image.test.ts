import { describe, expect, it } from "vitest";
import {
  gifHtmlPolyglot,
  gifImage,
  jpegImage,
  pngImage,
  pngWithTrailer,
  svgImage,
  webpImage,
} from "../../../tests/images";
import { identifyAnnouncementImage } from "./announcement-image";

describe("an uploaded announcement image is known by its bytes (magic bytes), never its name", () => {
  it("accepts PNG, JPEG, GIF and WebP, with the type their bytes show", async () => {
    expect(await identifyAnnouncementImage(pngImage())).toEqual({ ext: "png", contentType: "image/png" });
    expect(await identifyAnnouncementImage(jpegImage())).toEqual({ ext: "jpg", contentType: "image/jpeg" });
    expect(await identifyAnnouncementImage(gifImage())).toEqual({ ext: "gif", contentType: "image/gif" });
    expect(await identifyAnnouncementImage(webpImage())).toEqual({ ext: "webp", contentType: "image/webp" });
  });

  it("refuses an SVG, a text file and an empty file", async () => {
    expect(await identifyAnnouncementImage(svgImage())).toBeNull();
    expect(await identifyAnnouncementImage(Buffer.from("just some text, not an image at all"))).toBeNull();
    expect(await identifyAnnouncementImage(Buffer.alloc(0))).toBeNull();
  });

  it("refuses other real file types (a PDF, a zip)", async () => {
    expect(await identifyAnnouncementImage(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF"))).toBeNull();
    expect(
      await identifyAnnouncementImage(Buffer.from("PK\u0003\u0004\u0014\u0000\u0000\u0000 zip body")),
    ).toBeNull();
  });

  it("refuses polyglots: markup behind an image header, or data after the image's end", async () => {
    expect(await identifyAnnouncementImage(gifHtmlPolyglot())).toBeNull();
    expect(await identifyAnnouncementImage(pngWithTrailer())).toBeNull();
    const jpegWithPage = Buffer.concat([jpegImage(), Buffer.from("<html>")]);
    expect(await identifyAnnouncementImage(jpegWithPage)).toBeNull();
  });
});
