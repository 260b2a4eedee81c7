/**
 * The one way a form's action turns a failed BFF call into what the form shows: the BFF's field
 * messages under their fields, anything else as the form's message. `refusalOf` gives the errors,
 * `replyToRefusal` the Conform submission's reply carrying them.
 */
import { BffError, BffUnavailable } from "./bff-call.server";

export type Refusal = { fieldErrors: Record<string, string[]>; formErrors: string[] };

export type RefusalWords = {
  /** Shown when the BFF could not be reached, timed out or failed (5xx). */
  unavailable: string | ((error: BffUnavailable) => string);
  /** Shown for a refusal (4xx) without field messages; by default the BFF's own message. */
  refused?: string | ((error: BffError) => string);
  /** Also show the BFF's message as the form's when it names fields. */
  messageWithFields?: boolean;
  /** Show every refusal as the form's message, even one that names fields. */
  ignoreFields?: boolean;
};

/** The field and form errors of a failed BFF call; anything but a `BffError` is thrown again. */
export function refusalOf(error: unknown, words: RefusalWords): Refusal {
  if (error instanceof BffUnavailable) {
    const message = typeof words.unavailable === "function" ? words.unavailable(error) : words.unavailable;
    return { fieldErrors: {}, formErrors: [message] };
  }
  if (!(error instanceof BffError)) throw error;
  if (!words.ignoreFields && Object.keys(error.fields).length > 0) {
    return { fieldErrors: error.fields, formErrors: words.messageWithFields ? [error.message] : [] };
  }
  const refused = typeof words.refused === "function" ? words.refused(error) : words.refused;
  const fallback = typeof words.unavailable === "string" ? words.unavailable : "";
  return { fieldErrors: {}, formErrors: [refused ?? (error.message || fallback)] };
}

type ErrorReply = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

/** A Conform submission's reply showing a failed BFF call (see `refusalOf`). */
export function replyToRefusal<Result>(
  submission: { reply(options?: ErrorReply): Result },
  error: unknown,
  words: RefusalWords,
  options: { hideFields?: string[] } = {},
): Result {
  return submission.reply({ ...options, ...refusalOf(error, words) });
}
