/** The little of @koa/multer the BFF uses (the package ships no types). */
declare module "@koa/multer" {
  import type { Middleware } from "koa";

  interface Limits {
    fileSize?: number;
    files?: number;
    fields?: number;
    fieldSize?: number;
    parts?: number;
  }
  interface Multer {
    single(field: string): Middleware;
  }
  interface MulterFactory {
    (options: {
      storage: unknown;
      limits?: Limits;
      fileFilter?: (
        req: { body?: unknown },
        file: unknown,
        done: (error: Error | null, keep?: boolean) => void,
      ) => void;
    }): Multer;
    memoryStorage(): unknown;
  }
  const multer: MulterFactory;
  export default multer;
}
