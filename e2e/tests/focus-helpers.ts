/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum) and 2.4.7 / 2.4.13's visible indicator, measured in the
 * page: what lies on top of the focused control (a sticky header, a table's sticky column headers,
 * a fixed banner or dialog that does not hold it), and whether focus draws an outline.
 */
import type { Page } from "@playwright/test";

export interface FocusReport {
  /** The focused control, for messages: tag and name. */
  focused: string;
  /** Sticky or fixed boxes (not holding the control) that overlap it, and by how many px. */
  coveredBy: string[];
  /** Of 5 points of the control (centre and inset corners), how many lie under such a box. */
  coveredPoints: number;
  /** The focus indicator: outline width in px (0 = none) or a box-shadow ring. */
  indicator: { outlineWidth: number; boxShadow: boolean };
}

function measureFocus(): FocusReport | null {
  const active = document.activeElement;
  if (!active || active === document.body || active.id === "main") return null;
  const box = active.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return null;
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  const pinned = (element: Element) => {
    const position = getComputedStyle(element).position;
    return position === "sticky" || position === "fixed";
  };
  // Overlays drawn over the page (a sticky header, sticky column headers, a fixed banner), not the
  // dialog or menu that holds the control, and not a full-screen backdrop behind that dialog.
  const covering = Array.from(document.querySelectorAll("body *")).filter((element) => {
    if (!pinned(element) || element.contains(active) || active.contains(element)) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
  const coveredBy: string[] = [];
  for (const element of covering) {
    const rect = element.getBoundingClientRect();
    const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
    const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
    if (overlapX <= 0.5 || overlapY <= 0.5) continue;
    // Drawn on top of the control, not under it (the page's own stacking decides).
    const probeX = Math.max(rect.left, box.left) + overlapX / 2;
    const probeY = Math.max(rect.top, box.top) + overlapY / 2;
    const top = document.elementFromPoint(probeX, probeY);
    if (top && element.contains(top)) coveredBy.push(`${name(element)} by ${Math.round(overlapY)}px`);
  }
  const inset = Math.min(2, box.width / 4, box.height / 4);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  const coveredPoints = points.filter(([x, y]) => {
    const top = document.elementFromPoint(x, y);
    return Boolean(top && covering.some((element) => element.contains(top)));
  }).length;
  const style = getComputedStyle(active);
  const outlineWidth = style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
  return {
    focused: name(active),
    coveredBy,
    coveredPoints,
    indicator: { outlineWidth, boxShadow: style.boxShadow !== "none" },
  };
}

/** What covers the focused control now, and its focus indicator (null: nothing focused). */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(measureFocus);
}
