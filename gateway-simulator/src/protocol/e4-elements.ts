/**
 * Reading a request's elements as the e4 schemas type them (./e4-schema.ts): the XML
 * `<Transaction>`'s children, and the JSON body's nested objects checked the same way.
 */
import {
  BOOLEAN_ELEMENTS,
  COMPLEX_ELEMENTS,
  type ComplexRef,
  type ComplexType,
  SIMPLE_ELEMENTS,
} from "./e4-schema";

export type E4Value = string | E4Object | E4Object[];
export interface E4Object {
  [name: string]: E4Value;
}
export type ReadResult = { ok: true; fields: E4Object } | { ok: false; message: string };

const XSD_BOOLEAN = /^(true|false|1|0)$/;

/** A parsed `<Transaction>` element's children read under their JSON names, as the schemas type them. */
export function readTransactionElements(root: Readonly<Record<string, unknown>>): ReadResult {
  const fields: E4Object = {};
  for (const [element, value] of Object.entries(root)) {
    const complex = COMPLEX_ELEMENTS[element];
    if (complex) {
      const read = readComplex(element, value, complex.type);
      if (!read.ok) return read;
      fields[complex.json] = read.fields;
      continue;
    }
    const name = SIMPLE_ELEMENTS[element];
    if (Array.isArray(value)) return { ok: false, message: `<${element}> may occur only once.` };
    if (name === undefined) {
      // Not an element of the schemas (e.g. `<amount>`, a JSON name): not read, as before.
      continue;
    }
    const text = textOf(value);
    if (text === null) return { ok: false, message: `<${element}> must hold text.` };
    if (BOOLEAN_ELEMENTS.has(element) && text !== "" && !XSD_BOOLEAN.test(text)) {
      return { ok: false, message: `<${element}> must be true or false.` };
    }
    fields[name] = text;
  }
  return { ok: true, fields };
}

function textOf(value: unknown): string | null {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (value === "" || value === null) return "";
  return null;
}

function readComplex(element: string, value: unknown, type: ComplexType): ReadResult {
  if (Array.isArray(value)) return { ok: false, message: `<${element}> may occur only once.` };
  if (value === "" || value === null) {
    if (type.required?.length) return { ok: false, message: `<${element}> must hold <${type.required[0]}>.` };
    return { ok: true, fields: {} };
  }
  if (typeof value !== "object") return { ok: false, message: `<${element}> must hold elements.` };
  const fields: E4Object = {};
  const given = value as Record<string, unknown>;
  for (const [child, childValue] of Object.entries(given)) {
    const declared = type.children[child];
    if (declared === undefined) return { ok: false, message: `<${element}> does not take <${child}>.` };
    const items = Array.isArray(childValue) ? childValue : [childValue];
    const most = type.repeats?.[child] ?? 1;
    if (items.length > most) {
      return {
        ok: false,
        message:
          most === 1 ? `<${child}> may occur only once.` : `<${child}> may occur at most ${most} times.`,
      };
    }
    if (typeof declared === "string") {
      const text = textOf(items[0]);
      if (text === null) return { ok: false, message: `<${child}> must hold text.` };
      if (type.booleans?.includes(child) && text !== "" && !XSD_BOOLEAN.test(text)) {
        return { ok: false, message: `<${child}> must be true or false.` };
      }
      fields[declared] = text;
      continue;
    }
    const read: E4Object[] = [];
    for (const item of items) {
      const one = readComplex(child, item, declared.type);
      if (!one.ok) return one;
      read.push(one.fields);
    }
    fields[declared.json] = type.repeats?.[child] ? read : (read[0] as E4Object);
  }
  const missing = type.required?.find((child) => given[child] === undefined);
  if (missing) return { ok: false, message: `<${element}> must hold <${missing}>.` };
  return { ok: true, fields };
}

/**
 * The JSON equivalents of the complex elements checked the same way (`address`, `stored_credentials`,
 * `level3` with `ship_to_address` and `line_item` …): an error message, or null when they hold.
 */
export function nestedJsonRefusal(body: Readonly<Record<string, unknown>>): string | null {
  for (const complex of Object.values(COMPLEX_ELEMENTS)) {
    const value = body[complex.json];
    if (value === undefined) continue;
    const refusal = jsonComplexRefusal(complex.json, value, complex.type);
    if (refusal) return refusal;
  }
  return null;
}

function jsonComplexRefusal(name: string, value: unknown, type: ComplexType): string | null {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return `${name} must be an object.`;
  const given = value as Record<string, unknown>;
  const byJson = new Map<string, [string, string | ComplexRef]>(
    Object.entries(type.children).map(([xml, declared]) => [
      typeof declared === "string" ? declared : declared.json,
      [xml, declared],
    ]),
  );
  for (const [child, childValue] of Object.entries(given)) {
    const entry = byJson.get(child);
    if (!entry) return `${name} does not take ${child}.`;
    const [xml, declared] = entry;
    if (typeof declared === "string") {
      if (typeof childValue === "boolean" && type.booleans?.includes(xml)) continue;
      if (typeof childValue !== "string" && typeof childValue !== "number")
        return `${name}.${child} must be text.`;
      continue;
    }
    const most = type.repeats?.[xml];
    const items = most ? (Array.isArray(childValue) ? childValue : [childValue]) : [childValue];
    if (most && items.length > most) return `${name}.${child} may hold at most ${most} items.`;
    for (const item of items) {
      const refusal = jsonComplexRefusal(`${name}.${child}`, item, declared.type);
      if (refusal) return refusal;
    }
  }
  const missing = type.required?.find((xml) => {
    const declared = type.children[xml];
    const json = typeof declared === "string" ? declared : declared?.json;
    return json === undefined || given[json] === undefined;
  });
  if (missing) {
    const declared = type.children[missing];
    return `${name}.${typeof declared === "string" ? declared : declared?.json} is missing.`;
  }
  return null;
}

/** The XML name of a JSON name, for the answer (`address1` → `Address1` within an `Address`). */
export function complexTypeOfJson(json: string): { xml: string; type: ComplexType } | undefined {
  const found = Object.entries(COMPLEX_ELEMENTS).find(([, complex]) => complex.json === json);
  return found ? { xml: found[0], type: found[1].type } : undefined;
}
