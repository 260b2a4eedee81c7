/**
 * The portal's markup as a tree of plain elements, for the bare reference to render with React
 * (bench/README.md, "server overhead"): a bare Remix app "rendering the same markup" renders the
 * same elements, attributes and text as the portal's page, not a one-line placeholder. The bench
 * captures the portal's `<body>` of each measured page once before the load (`markup/<page>.html`
 * in the run's folder) and hands the folder over as BARE_MARKUP_DIR; this module parses it once at
 * start. React's own output is well-formed, so a small tokenizer is enough. Scripts and module
 * preloads are left out: the bare app's `<Scripts />` writes its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** HTML attribute → React prop, where they differ (React writes them back as the HTML name). */
const PROP_OF = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  colspan: "colSpan",
  rowspan: "rowSpan",
  autocomplete: "autoComplete",
  inputmode: "inputMode",
  enctype: "encType",
  novalidate: "noValidate",
  autofocus: "autoFocus",
  crossorigin: "crossOrigin",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "font-family": "fontFamily",
  "font-size": "fontSize",
  "font-weight": "fontWeight",
  "letter-spacing": "letterSpacing",
  "text-anchor": "textAnchor",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "readOnly",
  "multiple",
  "open",
  "async",
  "defer",
  "noValidate",
  "autoFocus",
]);

const ENTITY = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10),
      );
    return ENTITY[name] ?? whole;
  });
}

function styleOf(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attributes) {
  const props = {};
  for (const [, name, , quoted, bare] of attributes.matchAll(
    /([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|([^\s>]+)))?/g,
  )) {
    if (name === "nonce") continue;
    const prop = PROP_OF[name] ?? name;
    const raw = quoted ?? bare;
    if (prop === "style") props.style = styleOf(decode(raw ?? ""));
    else if (BOOLEAN.has(prop)) props[prop] = true;
    else props[prop] = raw === undefined ? "" : decode(raw);
  }
  return props;
}

/**
 * The body's children as nodes: a string (text) or `[tag, props, children]`. Comments (React's text
 * separators and Suspense marks) and scripts are dropped.
 */
export function parseMarkup(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const withoutScripts = body
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const root = ["root", {}, []];
  const open = [root];
  for (const [, close, tag, attributes, selfClosing, text] of withoutScripts.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>|([^<]+)/g,
  )) {
    const parent = open.at(-1);
    if (text !== undefined) {
      const last = parent[2].at(-1);
      if (typeof last === "string") parent[2][parent[2].length - 1] = last + decode(text);
      else parent[2].push(decode(text));
    } else if (close) {
      if (open.length > 1) open.pop();
    } else {
      const node = [tag, propsOf(attributes), []];
      parent[2].push(node);
      if (!selfClosing && !VOID.has(tag.toLowerCase())) open.push(node);
    }
  }
  return root[2];
}

/** `{ home, dashboard }` from BARE_MARKUP_DIR's `home.html` and `dashboard.html`; empty pages without it. */
export function readMarkup(folder) {
  const page = (name) => (folder ? parseMarkup(readFileSync(join(folder, `${name}.html`), "utf8")) : []);
  return { home: page("home"), dashboard: page("dashboard") };
}
