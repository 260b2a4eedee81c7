/**
 * Where a small floating box (a menu, a tooltip) goes beside the element that opened it, in the
 * viewport's coordinates (`position: fixed`, drawn in `document.body`, so that a scrolling table does
 * not clip it). The few lines of placement our menu and tooltip need, instead of a positioning
 * library in the dashboard's first load (page weight, decision 022).
 */

export interface Placement {
  top: number;
  left: number;
}

const MARGIN = 4;

/** Keeps `start` (a left or top edge) so that `size` fits in `room`, `MARGIN` from both ends. */
export function clamp(start: number, size: number, room: number): number {
  return Math.max(MARGIN, Math.min(start, room - size - MARGIN));
}

/**
 * Below the anchor, its right edges aligned ("end") or centred; above it when there is no room
 * below and more above.
 */
export function placeBelow(
  anchor: DOMRect,
  box: { width: number; height: number },
  viewport: { width: number; height: number },
  options: { align: "end" | "center"; offset: number },
): Placement {
  const below = anchor.bottom + options.offset;
  const above = anchor.top - options.offset - box.height;
  const fitsBelow = below + box.height <= viewport.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? below : above;
  const left =
    options.align === "end" ? anchor.right - box.width : anchor.left + anchor.width / 2 - box.width / 2;
  return { top, left: clamp(left, box.width, viewport.width) };
}

/** Above the anchor, centred on it (a tooltip); below it when there is no room above. */
export function placeAbove(
  anchor: DOMRect,
  box: { width: number; height: number },
  viewport: { width: number; height: number },
  offset: number,
): Placement & { side: "top" | "bottom" } {
  const above = anchor.top - offset - box.height;
  const side = above >= MARGIN ? "top" : "bottom";
  const top = side === "top" ? above : anchor.bottom + offset;
  const left = clamp(anchor.left + anchor.width / 2 - box.width / 2, box.width, viewport.width);
  return { top, left, side };
}

/** The viewport without its scroll bars: what `position: fixed` measures from. */
export function viewportSize(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.clientWidth, height: root.clientHeight };
}
