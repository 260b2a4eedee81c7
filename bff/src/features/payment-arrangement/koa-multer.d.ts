/** The part of @koa/multer 4 this BFF uses (the package ships no types). */
declare module "@koa/multer" {
  import type { Middleware } from "koa";
  interface Options {
    storage?: unknown;
    limits?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number; parts?: number };
  }
  interface Multer {
    single(field: string): Middleware;
  }
  function multer(options?: Options): Multer;
  namespace multer {
    function memoryStorage(): unknown;
  }
  export default multer;
}
