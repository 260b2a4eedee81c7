/**
 * The multipart reader of the signed-form upload (spec 002 §7 payment-arr-update-details: fields
 * `customerContactId`, `fileName`, file `pdf`): one file, in memory, at most the form's size limit;
 * anything else is a 400 in the BFF's one error shape.
 */
import multer from "@koa/multer";
import type { Context, Next } from "koa";
import { MAX_SIGNED_FORM_BYTES } from "../../contract/arrangement";
import { arrangementMessages, messages } from "../../contract/messages";
import { AppError, unauthenticated } from "../../platform/http/errors";
import { bearerToken } from "../auth";

const reader = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_SIGNED_FORM_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

export function signedFormUpload() {
  const single = reader.single("pdf");
  return async (ctx: Context, next: Next) => {
    // The body is read before the route's guard: without a bearer token nothing is read at all
    // (the guard then checks the session itself).
    if (!bearerToken(ctx)) throw unauthenticated();
    if (!ctx.is("multipart/form-data")) {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.badRequest);
    }
    try {
      await single(ctx, async () => undefined);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "LIMIT_FILE_SIZE") {
        throw new AppError(413, "FILE_TOO_LARGE", arrangementMessages.fileTooLarge, {
          fields: { pdf: [arrangementMessages.fileTooLarge] },
        });
      }
      throw new AppError(400, "BAD_UPLOAD", messages.badRequest);
    }
    // multer puts the text fields on ctx.request.body; the route's schema checks them.
    ctx.request.body = { ...(ctx.request.body as object | undefined) };
    await next();
  };
}
