/**
 * Reading a multipart/form-data body (the spec's upload calls, 000 §7) so that bad input is a client
 * error: at most one file, in the part `myFile`, kept in memory up to `maxFileBytes`; a few small text
 * fields. A body that is not multipart is a 415, a file over the limit a 413, any other malformed body
 * a 400. What the file is, is decided by its feature from its bytes.
 */
import multer from "@koa/multer";
import type { Context } from "koa";
import { messages } from "../../contract/messages";
import { bodyTooLarge } from "./json-body";
import { AppError } from "./errors";

export const UPLOAD_FIELD = "myFile";

export function multipartReader(options: { maxFileBytes: number }) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxFileBytes, files: 1, fields: 12, fieldSize: 256 * 1024, parts: 14 },
  }).single(UPLOAD_FIELD);
  return async (ctx: Context): Promise<void> => {
    if (!ctx.is("multipart")) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.badRequest);
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === "LIMIT_FILE_SIZE") throw bodyTooLarge();
      throw new AppError(400, "BAD_REQUEST", messages.badRequest);
    }
  };
}
