/** Small HTTP helpers shared by the routes. */
import type { GatewayKoaContext } from "./context";

/** Form or query fields as single strings: the first value of repeated fields, "" for none. */
export function stringFields(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input === null || typeof input !== "object") return fields;
  for (const [name, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}

/** Reads the request body as text, up to `limitBytes` (the direct API needs the exact bytes signed). */
export async function readRawBody(ctx: GatewayKoaContext, limitBytes = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limitBytes) ctx.throw(413, "Request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function headerValue(ctx: GatewayKoaContext, name: string): string | undefined {
  const value = ctx.get(name);
  return value === "" ? undefined : value;
}
