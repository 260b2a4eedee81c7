/**
 * Uploaded images are decoded and written again by the server before they are stored (decision 024):
 * what is kept and served is pixels the BFF encoded, never the bytes that came in, so markup, script
 * or a second file riding in a comment, a metadata block or after the image's end does not survive,
 * whatever the bytes looked like. The decoder is libvips through `sharp`; an image it cannot decode
 * completely (or one whose canvas is absurdly large) is refused.
 */
import sharp, { type Sharp, type SharpOptions } from "sharp";

/** The formats the BFF writes back; an upload is re-encoded in the format its bytes showed. */
export type StoredImageFormat = "png" | "jpeg" | "gif" | "webp" | "tiff";

export interface ReEncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** At most this many pixels decoded (about 50 megapixels: any photo of a form or a banner). */
export const MAX_DECODED_PIXELS = 50_000_000;

/** What libvips calls each format when it reads one. */
const DECODER_NAME: Record<StoredImageFormat, string> = {
  png: "png",
  jpeg: "jpeg",
  gif: "gif",
  webp: "webp",
  tiff: "tiff",
};

const ANIMATED: ReadonlySet<StoredImageFormat> = new Set(["gif", "webp"]);

function encoder(image: Sharp, format: StoredImageFormat): Sharp {
  switch (format) {
    case "png":
      return image.png();
    case "jpeg":
      return image.jpeg({ quality: 90 });
    case "gif":
      return image.gif();
    case "webp":
      return image.webp({ quality: 90 });
    case "tiff":
      return image.tiff({ compression: "lzw" });
  }
}

/**
 * The image decoded in full and encoded again in `format`, without any of the upload's metadata;
 * null when the bytes are not a complete image of that format the decoder reads without complaint.
 */
export async function reEncodeImage(
  input: Uint8Array,
  format: StoredImageFormat,
): Promise<ReEncodedImage | null> {
  const options: SharpOptions = {
    failOn: "warning",
    limitInputPixels: MAX_DECODED_PIXELS,
    animated: ANIMATED.has(format),
  };
  try {
    const metadata = await sharp(input, options).metadata();
    if (metadata.format !== DECODER_NAME[format] || !metadata.width || !metadata.height) return null;
    // Photos are turned upright by their orientation tag, since the tag itself is not kept.
    const decoded = ANIMATED.has(format) ? sharp(input, options) : sharp(input, options).rotate();
    const { data, info } = await encoder(decoded, format).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
