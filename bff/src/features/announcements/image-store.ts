/**
 * The folder where the BFF keeps announcement images (`PAYGPA_ANNOUNCEMENT_IMAGE_DIR`). A file's
 * name is a fresh UUID and the extension of the type its bytes showed: nothing of the uploaded
 * name reaches the disk, and only names of that shape are ever read back.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ANNOUNCEMENT_IMAGE_NAME } from "@paygpa/contract";

export async function writeImageFile(directory: string, bytes: Uint8Array, ext: string): Promise<string> {
  const name = `${randomUUID()}.${ext}`;
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, name), bytes, { flag: "wx", mode: 0o640 });
  return name;
}

/** The bytes of a stored image, or null when the name is not one the store makes or the file is gone. */
export async function readImageFile(directory: string, name: string): Promise<Buffer | null> {
  if (!ANNOUNCEMENT_IMAGE_NAME.test(name)) return null;
  try {
    return await readFile(join(directory, name));
  } catch {
    return null;
  }
}
