/** The shape of one entry of the contract's route table (decision 017). */
import type * as v from "valibot";
import type { AdminArea } from "./admin-levels";
import type { ErrorCode } from "./error-codes";

/**
 * Who may call a route. `session`: any signed-in session (customer or admin); `payer`: a customer,
 * a quick-pay token or an admin (phoned-in payments; the level is checked per payment);
 * `gateway`: a provider's server-to-server call, form-encoded and under its own signature (the card
 * gateway's relay, the SMS provider's webhooks);
 * `admin`: any admin, whatever the level (the header's Change Pass; spec 001 §2);
 * `{ admin: area }`: an admin whose level `ADMIN_LEVELS[area]` allows.
 */
export type RouteAccess =
  | "anonymous"
  | "session"
  | "customer"
  | "payer"
  | "gateway"
  | "admin"
  | { readonly admin: AdminArea };

/** The per-browser-address counters of decision 009 (the same names as the BFF's rate limiter). */
export type RouteRateLimit = "sign-up" | "username" | "forgot" | "login" | "quick-pay";

/** A multipart upload other than the announcements' image: one file, in its own part and limit. */
export interface MultipartUpload {
  /** The part carrying the file. */
  readonly fileField: string;
  /** The file's limit in bytes: beyond it a 413 with `tooLargeMessage` on the file's field. */
  readonly maxFileBytes: number;
  readonly tooLargeMessage: string;
  /**
   * Text fields sent before the file, from which the route decides whether the caller may upload
   * at all (its own case), before a byte of the file is read.
   */
  readonly fieldsBeforeFile: readonly string[];
}

export interface RouteEntry {
  readonly method: "GET" | "POST";
  /** The spec's path (spec §7 lists), kept word for word. */
  readonly path: string;
  /** Further paths served by the same route (a typo of the original the spec lists). */
  readonly aliases?: readonly string[];
  readonly access: RouteAccess;
  /** The JSON body (POST) or query (GET); none when the route reads no input. */
  readonly request?: v.GenericSchema;
  /** The answer's body; none for a 204. Checked on the way out in test and demo modes. */
  readonly answer?: v.GenericSchema;
  /**
   * Answered as text, as an HTML page (the gateway's relay: the gateway shows it to the cardholder),
   * as XML (the SMS provider's TwiML), as an Atom feed (a Green Button export), as a stored image's
   * bytes, or as a CSV stream (an export), not JSON.
   */
  readonly answerType?: "text" | "html" | "xml" | "atom" | "image" | "csv";
  /**
   * Read as multipart/form-data once the guard has let the caller in: `true` is at most one image in
   * the part `myFile` (spec 000 §7); an upload of its own names its file part and limit.
   */
  readonly multipart?: true | MultipartUpload;
  readonly rateLimit?: RouteRateLimit;
  /** Closed while the Login / Sign Up maintenance switch is on (spec 000 §2), before any other check. */
  readonly closedByLoginMaintenance?: true;
  /**
   * The error codes this route's own guard, handler and services can answer, beyond those every
   * route of its kind answers (`route-errors.ts`: a bad body, no session, the rate limit …). A
   * code outside the two lists fails the BFF's tests (its mount wrapper refuses it in test mode).
   */
  readonly errors: readonly ErrorCode[];
  /** The spec's call, for the OpenAPI description. */
  readonly summary: string;
}
