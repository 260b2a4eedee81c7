/**
 * Small hand-written checks of request bodies: a missing or ill-typed field is a 400 BAD_REQUEST
 * naming the field, as the billing system's own API rejects malformed requests.
 */
import { badRequest } from "./errors";

export type Body = Record<string, unknown>;

export function jsonObject(body: unknown): Body {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return body as Body;
}

export function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (value.trim() === "") throw badRequest(`${field} must not be empty`);
  return value;
}

/** A string field whose value is fixed by the interface (codes such as WEB, ALWD, WPCOUNT, GPA). */
export function requiredCode(body: Body, field: string, expected: string): string {
  const value = requiredString(body, field);
  if (value !== expected) throw badRequest(`${field} must be "${expected}"`);
  return value;
}

export function requiredInteger(body: Body, field: string, range: { min: number; max: number }): number {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== "number" || !Number.isInteger(value)) throw badRequest(`${field} must be an integer`);
  if (value < range.min || value > range.max) {
    throw badRequest(`${field} must be between ${range.min} and ${range.max}`);
  }
  return value;
}

export function optionalInteger(
  body: Body,
  field: string,
  range: { min: number; max: number },
): number | undefined {
  return body[field] === undefined ? undefined : requiredInteger(body, field, range);
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") throw badRequest(`${field} must be true or false`);
  return value;
}
