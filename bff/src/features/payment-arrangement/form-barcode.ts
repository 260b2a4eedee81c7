/**
 * Reads the CODE128 barcode of an uploaded agreement form (decision 018, beyond the original):
 * from an image directly, from a PDF by its embedded images (JPEG as is; raw or Flate-coded pixels,
 * as jsPDF embeds a canvas, rebuilt into RGBA). The wasm decoder is read from node_modules, never
 * fetched from a CDN.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

let ready: Promise<unknown> | null = null;

function decoder(): Promise<unknown> {
  if (!ready) {
    const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    ready = prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath) }, fireImmediately: true });
  }
  return ready;
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number; colorSpace: "srgb" };

async function codesIn(image: Uint8Array | Pixels): Promise<string[]> {
  await decoder();
  const found = await readBarcodes(image as Uint8Array, {
    formats: ["Code128"],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return found.filter((code) => code.isValid).map((code) => code.text);
}

const numberIn = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dictionary)?.[1] ?? 0);

/** Undoes the PNG row predictors (PDF /Predictor ≥ 10) of Flate-coded pixels. */
function unpredict(raw: Uint8Array, rowBytes: number, bytesPerPixel: number): Uint8Array {
  const rows = Math.floor(raw.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let y = 0; y < rows; y++) {
    const filter = raw[y * (rowBytes + 1)] ?? 0;
    for (let x = 0; x < rowBytes; x++) {
      const value = raw[y * (rowBytes + 1) + 1 + x] ?? 0;
      const left = x >= bytesPerPixel ? (out[y * rowBytes + x - bytesPerPixel] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * rowBytes + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? (out[(y - 1) * rowBytes + x - bytesPerPixel] ?? 0) : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter] ?? 0;
      out[y * rowBytes + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

/** An embedded image of 8-bit gray or RGB pixels, Flate-coded or not, as RGBA pixels. */
function rawPixels(dictionary: string, stream: Uint8Array): Pixels | null {
  const width = numberIn(dictionary, "Width");
  const height = numberIn(dictionary, "Height");
  const colors = /\/DeviceGray/.test(dictionary) ? 1 : /\/DeviceRGB/.test(dictionary) ? 3 : 0;
  if (!width || !height || !colors || numberIn(dictionary, "BitsPerComponent") !== 8) return null;
  const flate = /\/FlateDecode/.test(dictionary);
  let raw: Uint8Array = flate ? new Uint8Array(inflateSync(stream)) : stream;
  if (flate && numberIn(dictionary, "Predictor") >= 10)
    raw = new Uint8Array(unpredict(raw, width * colors, colors));
  if (raw.length < width * height * colors) return null;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) data[i * 4 + c] = raw[i * colors + (colors === 1 ? 0 : c)] ?? 0;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height, colorSpace: "srgb" };
}

/** The images embedded in a PDF: JPEG bytes as they are, Flate-coded pixels rebuilt. */
function pdfImages(pdf: Buffer): Array<Uint8Array | Pixels> {
  const text = pdf.toString("latin1");
  const images: Array<Uint8Array | Pixels> = [];
  const objects =
    /<<((?:(?!>>\s*stream|endobj)[\s\S]){0,2000}?\/Subtype\s*\/Image[\s\S]{0,2000}?)>>\s*stream\r?\n/g;
  for (let match = objects.exec(text); match && images.length < 20; match = objects.exec(text)) {
    const dictionary = match[1] ?? "";
    const start = match.index + match[0].length;
    const length = numberIn(dictionary, "Length");
    const end = length > 0 ? start + length : text.indexOf("endstream", start);
    if (end <= start) continue;
    const stream = new Uint8Array(pdf.subarray(start, end));
    try {
      if (/\/DCTDecode/.test(dictionary)) images.push(stream);
      else if (/\/FlateDecode/.test(dictionary) || !/\/Filter/.test(dictionary)) {
        const pixels = rawPixels(dictionary, stream);
        if (pixels) images.push(pixels);
      }
    } catch {
      // An image that does not decode is skipped: the form may still carry a readable one.
    }
  }
  return images;
}

/** The barcodes readable in an uploaded form; empty when none could be read (needs review). */
export async function barcodesOfForm(file: Buffer, mime: string): Promise<string[]> {
  const images = mime === "application/pdf" ? pdfImages(file) : [new Uint8Array(file)];
  const codes: string[] = [];
  for (const image of images) {
    try {
      codes.push(...(await codesIn(image)));
    } catch {
      // A format the decoder cannot read (TIFF): the form goes to staff for review.
    }
  }
  return codes;
}
