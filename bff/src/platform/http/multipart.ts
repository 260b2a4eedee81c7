/**
 * Reading a multipart/form-data body (the spec's upload calls, 000 §7, 002 §7) so that bad input is a
 * client error: at most one file, in its part (`myFile` unless the route names another), kept in
 * memory up to `maxFileBytes`; a few small text fields. A body that is not multipart is a 415, a file
 * over the limit a 413, any other malformed body a 400. What the file is, is decided by its feature
 * from its bytes. It runs only after the route's guard (mount-routes), and a route may also decide
 * from the text fields sent before the file (`admit`) whether the caller may upload at all: a refusal
 * there leaves the file unread (multer drains the rest of the body unparsed, then answers).
 */
import multer from "@koa/multer";
import type { Context } from "koa";
import { messages } from "@paygpa/contract";
import { bodyTooLarge } from "./json-body";
import { DomainError, fail } from "../failures";

export const UPLOAD_FIELD = "myFile";

/** Decides from the text fields read so far whether the caller may send the file; throws to refuse. */
export type UploadAdmission = (fields: Record<string, unknown>, caller: unknown) => Promise<void>;

export interface MultipartOptions {
  maxFileBytes: number;
  /** The file's part; `myFile` by default. */
  fileField?: string;
  /** The 413's message on the file's field; the generic 'too large' answer otherwise. */
  tooLargeMessage?: string;
  /** Fields that must come before the file; with `admit`, checked before any file byte is read. */
  fieldsBeforeFile?: readonly string[];
  admit?: UploadAdmission;
}

/** multer's callback-style file filter, as the promise the route's admission check is. */
type FileFilter = (
  req: { body?: unknown },
  file: unknown,
  done: (error: Error | null, keep?: boolean) => void,
) => void;

function admissionFilter(options: MultipartOptions, caller: unknown): FileFilter {
  return (req, _file, done) => {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    // A file sent before the fields that name what it is for is refused unread.
    const missing = (options.fieldsBeforeFile ?? []).some((name) => typeof fields[name] !== "string");
    if (missing) return done(fail.invalidInput("BAD_REQUEST", messages.badRequest));
    if (!options.admit) return done(null, true);
    options.admit(fields, caller).then(
      () => done(null, true),
      (error: Error) => done(error),
    );
  };
}

function tooLarge(options: MultipartOptions, field: string): DomainError {
  if (!options.tooLargeMessage) return bodyTooLarge();
  const message = options.tooLargeMessage;
  return fail.tooLarge("FILE_TOO_LARGE", message, { fields: { [field]: [message] } });
}

export function multipartReader(options: MultipartOptions) {
  const field = options.fileField ?? UPLOAD_FIELD;
  const limits = { fileSize: options.maxFileBytes, files: 1, fields: 12, fieldSize: 256 * 1024, parts: 14 };
  return async (ctx: Context, caller?: unknown): Promise<void> => {
    if (!ctx.is("multipart")) throw fail.unsupportedMedia("UNSUPPORTED_MEDIA_TYPE", messages.badRequest);
    const parse = multer({
      storage: multer.memoryStorage(),
      limits,
      fileFilter: admissionFilter(options, caller),
    }).single(field);
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = (error as { code?: unknown } | null)?.code;
      if (code === "LIMIT_FILE_SIZE") throw tooLarge(options, field);
      throw fail.invalidInput("BAD_REQUEST", messages.badRequest);
    }
  };
}
