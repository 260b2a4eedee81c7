/** Writes docs/control-api/<service>.openapi.json from the contract (`npm run control-openapi -w @paygpa/bff`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONTROL_SERVICES, controlOpenApiText } from "./control-openapi";

for (const service of CONTROL_SERVICES) {
  const target = fileURLToPath(new URL(`../../../docs/control-api/${service}.openapi.json`, import.meta.url));
  writeFileSync(target, controlOpenApiText(service));
  console.log(`wrote ${target}`);
}
