/** Small images built byte by byte for the upload tests: real ones of each allowed type, and hostile ones. */
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `size`×`size` pixels of one colour (RGB). */
export function pngImage(size = 2, rgb: [number, number, number] = [31, 111, 235]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF. */
export const gifImage = () =>
  Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** A 1×1 lossless WebP. */
export const webpImage = () => Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

/** A 4×3 baseline JPEG of one colour. */
export const jpegImage = () =>
  Buffer.from(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCbAVYGf//Z",
    "base64",
  );

/** Markup that runs script once a browser reads the bytes as a page. */
export const HTML_PAYLOAD = "<img src=x onerror=alert(1)>";

/**
 * A valid JPEG that is also a page: the markup in a comment segment (COM, right after the start of
 * image) and again after the end of image.
 */
export function jpegHtmlPolyglot(): Buffer {
  const jpeg = jpegImage();
  const payload = Buffer.from(HTML_PAYLOAD, "latin1");
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, payload.length + 2]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), payload]);
}

/**
 * A GIF that is also JavaScript: `GIF89a/*…*\/=1;alert(1);/*…*\/`. The canvas width's two bytes are
 * `/*`, so everything binary sits in a JS comment; a comment extension closes it, runs the script and
 * opens another that the bytes after the trailer close. It still decodes as a 10799×1 image.
 */
export function gifJsPolyglot(): Buffer {
  const script = Buffer.from("*/=1;alert(1);/*", "latin1");
  return Buffer.concat([
    Buffer.from("GIF89a/*", "latin1"), // header, then the canvas width 0x2a2f
    Buffer.from([0x01, 0x00, 0x80, 0x00, 0x00]), // height 1, a 2-colour global table
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xfe, script.length]), // comment extension
    script,
    Buffer.from([0x00]),
    Buffer.from([0x2c, 0, 0, 0, 0, 0x01, 0x00, 0x01, 0x00, 0x00]), // a 1×1 frame at 0,0
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // its LZW data
    Buffer.from([0x3b]), // trailer
    Buffer.from("*/", "latin1"),
  ]);
}

/** An SVG with a script: an image to a browser, and a page that runs code. */
export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "utf8");

/** A GIF header on an HTML page (a GIF/HTML polyglot). */
export const gifHtmlPolyglot = () =>
  Buffer.concat([
    gifImage().subarray(0, -1),
    Buffer.from("<html><script>alert(1)</script></html>;", "latin1"),
  ]);

/** A valid PNG with a second file (a zip's signature and a page) after its end. */
export const pngWithTrailer = () =>
  Buffer.concat([pngImage(), Buffer.from("PK\u0003\u0004 trailing archive", "latin1")]);
