/**
 * Where the payment-arrangement forms go (spec 000 §2 'Update Payment Arrangement File Path'): the
 * path staff enter must stay inside the configured upload root. The original took any path; a path
 * with `..`, or an absolute path elsewhere, would let a back-office account write anywhere the server
 * can.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";

/** The absolute folder for `requested` inside `root`, or null when it would leave the root. */
export function uploadPathInside(root: string, requested: string): string | null {
  const text = requested.trim();
  if (text === "" || text.includes("\0")) return null;
  // Any `..` segment is refused outright, even one that would resolve back inside the root.
  if (text.split(/[\\/]+/).includes("..")) return null;
  const absoluteRoot = resolve(root);
  const target = isAbsolute(text) ? resolve(text) : resolve(absoluteRoot, text);
  const inside = relative(absoluteRoot, target);
  if (inside === "") return absoluteRoot;
  if (inside.startsWith(`..${sep}`) || inside === ".." || isAbsolute(inside)) return null;
  return target;
}
