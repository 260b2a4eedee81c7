/**
 * The hosted page's `/favicon.ico`, so that a browser's automatic request for it is answered
 * rather than a 404 (the page also names no outside icon): a 16 × 16 ICO of one 32-bit bitmap, the
 * checkout's blue with a white padlock, built here so no file is read at run time.
 */
const SIZE = 16;
// The padlock, one row a string from the top: '#' white, '.' blue.
const PICTURE = [
  "................",
  "................",
  "......####......",
  ".....#....#.....",
  "....#......#....",
  "....#......#....",
  "....#......#....",
  "...##########...",
  "...##########...",
  "...####..####...",
  "...####..####...",
  "...#####.####...",
  "...##########...",
  "...##########...",
  "................",
  "................",
];

export function faviconIco(): Buffer {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  // A bitmap's rows run from the bottom up; each pixel is blue, green, red, alpha.
  for (let row = 0; row < SIZE; row += 1) {
    const line = PICTURE[SIZE - 1 - row] ?? "";
    for (let column = 0; column < SIZE; column += 1) {
      const white = line[column] === "#";
      pixels.set(white ? [255, 255, 255, 255] : [0x8a, 0x4f, 0x0b, 255], (row * SIZE + column) * 4);
    }
  }
  const andMask = Buffer.alloc(SIZE * 4); // 16 rows of 32 bits, all shown
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(SIZE, 4);
  info.writeInt32LE(SIZE * 2, 8); // colour bitmap and mask, stacked
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  info.writeUInt32LE(pixels.length + andMask.length, 20);
  const image = Buffer.concat([info, pixels, andMask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}
