/**
 * Malformed requests, generated from a seed: bodies that are not JSON, cut short, nested deep, too
 * large, carrying prototype keys, with wrong types, nulls, arrays, numbers as strings, control and
 * odd unicode characters, whitespace-only strings; random content types and query strings.
 *
 * A body starts from a template: every field the app is known to read, with a plausible value
 * (`vocabulary`), so that one wrong field is met by a validator that read the others.
 */
import type { Random } from "../seeded-random";

export type Vocabulary = Readonly<Record<string, unknown>>;

export interface GeneratedBody {
  kind: string;
  contentType: string | null;
  body: string | null;
  headers?: Record<string, string>;
}

const WRONG_VALUES: readonly unknown[] = [
  {},
  [],
  [[]],
  { a: 1 },
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  "",
  "   ",
  "\t\n",
  "true",
  "123",
  "1e5",
  "NaN",
  "x".repeat(5_000),
  ["a", "b"],
  { __proto__: null, toString: 1 },
  { $gt: "" },
];

const ODD_STRINGS: readonly string[] = [
  "\u0000",
  "\u0000admin",
  "\u001b[31m",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\u200b\u200b",
  "\ufeff",
  "💥🧨",
  "e\u0301",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "%00",
  "\r\nX-Injected: 1",
  "１２３４５６７８９０",
  "\u00a0\u00a0",
  "\u3000",
];

const WHITESPACE = [" ", "   ", "\t", "\n", "\r\n", " \t \n ", "\u00a0", "\u2003", "\u3000", "\ufeff"];

const INVALID_JSON = [
  "{",
  "}",
  "{]",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}}',
  '{"a" 1}',
  "[1,2",
  "NaN",
  "undefined",
  "null",
  "true",
  "1",
  '"string"',
  "\u0000",
  "{\u0000}",
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":01}',
  '{"a":1e999999}',
  "\ufeff{}",
  "{}{}",
  "{/* c */}",
  "<xml/>",
  "a=1&b=2",
];

const CONTENT_TYPES = [
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-7",
  "application/json; charset=bogus",
  "application/jsonx",
  "application/vnd.api+json",
  "application/csp-report",
  "*/*",
  "",
  ";;;",
  "application/json; boundary=x",
];

/** A template body: the vocabulary with each field kept or dropped at random. */
function template(random: Random, vocabulary: Vocabulary): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(vocabulary)) {
    if (random.chance(0.85)) body[field] = structuredClone(value);
  }
  return body;
}

function fieldsOf(body: Record<string, unknown>): string[] {
  return Object.keys(body);
}

function mutateFields(
  random: Random,
  body: Record<string, unknown>,
  mutate: (value: unknown, field: string) => unknown,
  share = 0.35,
): Record<string, unknown> {
  const fields = fieldsOf(body);
  if (fields.length === 0) return { [random.pick(["value", "id", "name"])]: mutate("x", "value") };
  const chosen = fields.filter(() => random.chance(share));
  if (chosen.length === 0) chosen.push(random.pick(fields));
  for (const field of chosen) body[field] = mutate(body[field], field);
  return body;
}

function deepJson(random: Random): string {
  const depth = random.pick([33, 40, 64, 200, 1_000, 5_000, 20_000]);
  const opening = random.pick(['{"a":', "[", '{"a":[', '{"AccountID":']);
  const closing = { '{"a":': "}", "[": "]", '{"a":[': "]}", '{"AccountID":': "}" }[opening] ?? "}";
  return `${opening.repeat(depth)}1${closing.repeat(depth)}`;
}

function prototypeJson(random: Random, body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const payload = random.pick([
    '"__proto__":{"isAdmin":true,"level":1}',
    '"constructor":{"prototype":{"isAdmin":true}}',
    '"prototype":{"polluted":1}',
    '"__proto__":null',
    '"constructor":1',
  ]);
  if (random.chance(0.5) || text === "{}") return `{${payload}${text === "{}" ? "" : `,${text.slice(1)}`}`;
  // Nested inside the first object-valued or any field.
  const field = fieldsOf(body)[0] ?? "a";
  return JSON.stringify({ ...body, [field]: "PLACEHOLDER" }).replace('"PLACEHOLDER"', `{${payload}}`);
}

function hugeString(random: Random, size: number): string {
  return random.pick(["x", "é", "💥", " ", "\\"]).repeat(size);
}

function numbersAsStrings(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  if (typeof value === "string") return value.length;
  if (typeof value === "boolean") return String(value);
  return "0";
}

/** Every byte percent-encoded (lone surrogates become U+FFFD, as a browser would send them). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

function queryString(random: Random, vocabulary: Vocabulary): string {
  const names = [...Object.keys(vocabulary), "to", "kind", "path", "route", "x", "__proto__"];
  const parts: string[] = [];
  for (let index = random.int(1, 4); index > 0; index -= 1) {
    const name = random.pick(names);
    const shape = random.int(0, 6);
    if (shape === 0) parts.push(`${name}=a`, `${name}=b`);
    else if (shape === 1) parts.push(`${name}[__proto__]=1`);
    else if (shape === 2) parts.push(`${name}[]=1`);
    else if (shape === 3) parts.push(`${name}=%E0%A4%A`);
    else if (shape === 4) parts.push(`${name}=${percentEncoded(random.pick(ODD_STRINGS))}`);
    else if (shape === 5) parts.push(`${name}=${"9".repeat(random.int(1, 3_000))}`);
    else parts.push(name);
  }
  return parts.join("&");
}

type BodyMaker = (random: Random, body: Record<string, unknown>) => GeneratedBody;

const json = (kind: string, value: unknown): GeneratedBody => ({
  kind,
  contentType: "application/json",
  body: JSON.stringify(value),
});

const BODY_MAKERS: Record<string, BodyMaker> = {
  "invalid json": (random) => ({
    kind: "invalid json",
    contentType: "application/json",
    body: random.pick(INVALID_JSON),
  }),
  "truncated json": (random, body) => {
    const text = JSON.stringify(body);
    return {
      kind: "truncated json",
      contentType: "application/json",
      body: text.slice(0, random.int(1, Math.max(1, text.length - 1))),
    };
  },
  "deep nesting": (random) => ({
    kind: "deep nesting",
    contentType: "application/json",
    body: deepJson(random),
  }),
  "deep field": (random, body) => {
    const field = fieldsOf(body)[0] ?? "a";
    const nested = deepJson(random);
    return {
      kind: "deep field",
      contentType: "application/json",
      body: JSON.stringify({ ...body, [field]: "PLACEHOLDER" }).replace('"PLACEHOLDER"', nested),
    };
  },
  "huge string": (random, body) =>
    json(
      "huge string",
      mutateFields(random, body, () => hugeString(random, random.int(10_000, 24_000)), 0.2),
    ),
  "over the limit": (random, body) => {
    const size = random.int(101_000, 400_000);
    return json("over the limit", { ...body, padding: hugeString(random, size) });
  },
  "prototype keys": (random, body) => ({
    kind: "prototype keys",
    contentType: "application/json",
    body: prototypeJson(random, body),
  }),
  "wrong types": (random, body) =>
    json(
      "wrong types",
      mutateFields(random, body, () => structuredClone(random.pick(WRONG_VALUES))),
    ),
  nulls: (random, body) =>
    json("nulls", random.chance(0.3) ? null : mutateFields(random, body, () => null, 0.6)),
  arrays: (random, body) =>
    json("arrays", random.chance(0.5) ? [body] : mutateFields(random, body, (value) => [value, value])),
  "numbers as strings": (random, body) =>
    json("numbers as strings", mutateFields(random, body, numbersAsStrings, 0.6)),
  "odd characters": (random, body) =>
    json(
      "odd characters",
      mutateFields(
        random,
        body,
        (value) => `${random.pick(ODD_STRINGS)}${typeof value === "string" ? value : ""}`,
      ),
    ),
  "whitespace only": (random, body) =>
    json(
      "whitespace only",
      mutateFields(random, body, () => random.pick(WHITESPACE).repeat(random.int(1, 3)), 0.5),
    ),
  "random content type": (random, body) => ({
    kind: "random content type",
    contentType: random.pick(CONTENT_TYPES),
    body: random.chance(0.5) ? JSON.stringify(body) : random.pick(INVALID_JSON),
  }),
  "no body": (random) => ({
    kind: "no body",
    contentType: random.chance(0.5) ? "application/json" : null,
    body: random.chance(0.5) ? "" : null,
  }),
  "form fields": (random, body) => {
    const form = new URLSearchParams();
    for (const [field, value] of Object.entries(body)) {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const shape = random.int(0, 5);
      if (shape === 0) form.append(field, random.pick(ODD_STRINGS));
      else if (shape === 1) form.append(field, random.pick(WHITESPACE));
      else if (shape === 2) form.append(field, hugeString(random, random.int(1_000, 90_000)));
      else if (shape === 3) form.append(`${field}[]`, text);
      else form.append(field, text);
      if (random.chance(0.1)) form.append(field, text);
    }
    if (random.chance(0.2)) form.append("__proto__[x]", "1");
    let encoded = form.toString();
    if (random.chance(0.15)) encoded += random.pick(["&%", "&a=%E0%A4%A", "&=&&=", "&%zz=1"]);
    return { kind: "form fields", contentType: "application/x-www-form-urlencoded", body: encoded };
  },
  "bad encoding": (random, body) => ({
    kind: "bad encoding",
    contentType: "application/json",
    body: JSON.stringify(body),
    headers: {
      "content-encoding": random.pick(["gzip", "deflate", "br", "compress", "identity, gzip", "x-bogus"]),
    },
  }),
};

export const BODY_KINDS = Object.keys(BODY_MAKERS);

export interface MalformedRequest {
  kind: string;
  contentType: string | null;
  body: string | null;
  headers: Record<string, string>;
  query: string;
}

/** One malformed request's body, headers and query string. */
export function malformedRequest(random: Random, vocabulary: Vocabulary): MalformedRequest {
  const kind = random.pick(BODY_KINDS);
  const maker = BODY_MAKERS[kind];
  if (!maker) throw new Error(`no body maker ${kind}`);
  const generated = maker(random, template(random, vocabulary));
  return {
    kind: generated.kind,
    contentType: generated.contentType,
    body: generated.body,
    headers: generated.headers ?? {},
    query: random.chance(0.3) ? queryString(random, vocabulary) : "",
  };
}
