/** Writes docs/ccb-cm-services.openapi.json from the CM contract (`npm run cm-contract`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cmOpenApiDocument } from "./openapi";

export const CM_CONTRACT_FILE = fileURLToPath(
  new URL("../../../docs/ccb-cm-services.openapi.json", import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CM_CONTRACT_FILE, `${JSON.stringify(cmOpenApiDocument(), null, 2)}\n`);
  console.log(`wrote ${CM_CONTRACT_FILE}`);
}
