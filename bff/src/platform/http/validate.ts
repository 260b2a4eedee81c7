import * as v from "valibot";
import { messages } from "@paygpa/contract";
import { fail } from "../failures";

/** Parses input with a contract schema; failure is a 400 naming the fields and the spec's messages. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "";
    if (!fields[key]) fields[key] = [];
    fields[key].push(issue.message);
  }
  throw fail.invalidInput("BAD_REQUEST", messages.badRequest, { fields });
}
