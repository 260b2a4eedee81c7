/**
 * Where the payment-arrangement forms go (spec 000 §2 'Update Payment Arrangement File Path'): the
 * path staff enter must stay inside the configured upload root. The original took any path; a path
 * with `..`, or an absolute path elsewhere, would let a back-office account write anywhere the server
 * can.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * Whether the text names a place on another machine or of another kind rather than a folder: a
 * network share (`\\host\share`, `//host/share`), an address with a scheme (`file://`, `http://`,
 * `smb:`) or a Windows drive (`C:\`). Taken as folder names they would quietly become odd local
 * folders inside the root, so they are refused with their own reason.
 */
export function isNetworkOrWebAddress(requested: string): boolean {
  const text = requested.trim();
  return /^[\\/]{2}/.test(text) || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text);
}

/** The absolute folder for `requested` inside `root`, or null when it would leave the root or is an address. */
export function uploadPathInside(root: string, requested: string): string | null {
  const text = requested.trim();
  if (text === "" || text.includes("\0") || isNetworkOrWebAddress(text)) return null;
  // Any `..` segment is refused outright, even one that would resolve back inside the root.
  if (text.split(/[\\/]+/).includes("..")) return null;
  const absoluteRoot = resolve(root);
  const target = isAbsolute(text) ? resolve(text) : resolve(absoluteRoot, text);
  const inside = relative(absoluteRoot, target);
  if (inside === "") return absoluteRoot;
  if (inside.startsWith(`..${sep}`) || inside === ".." || isAbsolute(inside)) return null;
  return target;
}
