/** Writes `bff/openapi.json` from the contract's route table (`npm run openapi -w @paygpa/bff`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openApiText } from "./openapi";

const target = fileURLToPath(new URL("../openapi.json", import.meta.url));
writeFileSync(target, openApiText());
console.log(`wrote ${target}`);
