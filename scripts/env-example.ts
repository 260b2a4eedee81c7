/**
 * `npm run env-example`: writes each service's `.env.example` from its table of variables (the
 * tables the configuration readers take their defaults from). Each service's `env-example.test.ts`
 * fails when its file is out of date.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type EnvExample, renderEnvExample } from "@paygpa/runtime/env-example";
import { BFF_ENV_EXAMPLE } from "../bff/src/platform/env-variables";
import { CCB_ENV_EXAMPLE } from "../ccb-simulator/src/env-variables";
import { GATEWAY_ENV_EXAMPLE } from "../gateway-simulator/src/env-variables";
import { PORTAL_ENV_EXAMPLE } from "../portal/app/lib/env-variables";

const ROOT = join(import.meta.dirname, "..");
const EXAMPLES: [folder: string, example: EnvExample][] = [
  ["bff", BFF_ENV_EXAMPLE],
  ["portal", PORTAL_ENV_EXAMPLE],
  ["ccb-simulator", CCB_ENV_EXAMPLE],
  ["gateway-simulator", GATEWAY_ENV_EXAMPLE],
];

for (const [folder, example] of EXAMPLES) {
  const file = join(ROOT, folder, ".env.example");
  writeFileSync(file, renderEnvExample(example));
  console.log(`wrote ${join(folder, ".env.example")} (${Object.keys(example.variables).length} variables)`);
}
