import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript the bare app's server loads as it is (no types)
import { parseMarkup } from "../bare-remix/markup.mjs";
import { type MarkupNode, PortalMarkup } from "../bare-remix/app/markup";

/** A page as React writes it: comments between texts, a void input, SVG, a style, entities, scripts. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body class="min-h-screen"><a href="#main" class="sr-only">Skip</a><main id="main"><h1>Hello<!-- -->, <!-- -->Frank &amp; co</h1><label for="zip">Zip</label><input id="zip" inputMode="numeric" autoComplete="postal-code" required="" value="96910"/><p style="height:24.125rem;--gap:2px" hidden="">It&#x27;s &lt;due&gt;</p><svg viewBox="0 0 4 4" aria-hidden="true"><path stroke-width="2" d="M0 0h4"></path></svg><!--$--><div tabindex="-1">streamed</div><!--/$--></main><script nonce="abc">window.x = "</p>";</script><link rel="modulepreload" href="/assets/a.js"/></body></html>`;

describe("the portal's markup for the bare reference", () => {
  const tree = parseMarkup(PAGE) as MarkupNode[];

  it("keeps the body's elements, attributes and text; drops comments, scripts and module preloads", () => {
    const [, main] = tree;
    expect(tree).toHaveLength(2);
    expect(main).toEqual([
      "main",
      { id: "main" },
      [
        ["h1", {}, ["Hello, Frank & co"]],
        ["label", { htmlFor: "zip" }, ["Zip"]],
        [
          "input",
          { id: "zip", inputMode: "numeric", autoComplete: "postal-code", required: true, value: "96910" },
          [],
        ],
        ["p", { style: { height: "24.125rem", "--gap": "2px" }, hidden: true }, ["It's <due>"]],
        [
          "svg",
          { viewBox: "0 0 4 4", "aria-hidden": "true" },
          [["path", { strokeWidth: "2", d: "M0 0h4" }, []]],
        ],
        ["div", { tabIndex: "-1" }, ["streamed"]],
      ],
    ]);
  });

  it("is rendered back by React to the same body, scripts aside", () => {
    (globalThis as { bareMarkup?: unknown }).bareMarkup = { home: tree, dashboard: [] };
    try {
      const html = renderToStaticMarkup(PortalMarkup({ page: "home" }));
      expect(html).toContain('<a href="#main" class="sr-only">Skip</a>');
      expect(html).toContain(
        '<input id="zip" inputMode="numeric" autoComplete="postal-code" required="" value="96910"/>',
      );
      expect(html).toContain('<p style="height:24.125rem;--gap:2px" hidden="">It&#x27;s &lt;due&gt;</p>');
      expect(html).toContain('<path stroke-width="2" d="M0 0h4"></path>');
      expect(html).not.toContain("script");
    } finally {
      delete (globalThis as { bareMarkup?: unknown }).bareMarkup;
    }
  });
});
