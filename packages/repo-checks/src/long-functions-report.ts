/**
 * `npm run long-functions -w @paygpa/repo-checks`: prints each function of production TypeScript over
 * 80 lines, longest first, with its length, file and line, then the count.
 */
import { longFunctions } from "./long-functions.js";
import { CODE_EXTENSIONS, repoFiles } from "./repo-files.js";

const found = longFunctions(repoFiles(CODE_EXTENSIONS));
for (const { path, line, name, lines } of found) {
  console.log(`${String(lines).padStart(4)}  ${path}:${line}  ${name}`);
}
console.log(`${found.length} functions over 80 lines`);
