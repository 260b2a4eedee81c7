import * as v from "valibot";
import { messages } from "./messages";

/** The utility's fixed division code, sent on every call that needs a division. */
export const DIVISION = "GPA";

/**
 * The BFF's error body: `{ error: { code, message } }`. The code is read as text: the BFF answers only
 * the codes of `ERROR_CODES` (its `AppError` takes no other), but the control API passes a
 * simulator's answer on as it came; `isErrorCode` tells the two apart.
 */
export const ErrorBody = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/**
 * A required text that is not only whitespace, checked without changing the value (a password keeps
 * its spaces): "   " is refused with the field's own message instead of being passed to billing.
 */
export const notBlank = (message?: string) =>
  v.check((value: string) => value.trim() !== "", message ?? messages.badRequest);

export const AccountId = v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, messages.accountNumberInvalid));

/** Money as a number of dollars with at most 2 decimals. */
export const Money = v.pipe(v.number(), v.finite());
