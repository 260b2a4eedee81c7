import { Fragment, type ReactElement, createElement } from "react";

/** A node of the portal's captured markup (`markup.mjs`): text, or `[tag, props, children]`. */
export type MarkupNode = string | [string, Record<string, unknown>, MarkupNode[]];

/**
 * The portal's markup of `page`, rendered by React element by element, as the portal's components
 * end up rendering it. The tree is the server's (`server.mjs` parses it at start): only the server
 * render is measured, a browser would render the page empty.
 */
export function PortalMarkup({ page }: { page: "home" | "dashboard" }): ReactElement {
  const markup = (globalThis as { bareMarkup?: Record<string, MarkupNode[]> }).bareMarkup?.[page] ?? [];
  return createElement(Fragment, null, ...markup.map(elementOf));
}

function elementOf(node: MarkupNode): ReactElement | string {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  return createElement(tag, props, ...children.map(elementOf));
}
