/** Writes docs/ccb-cm-services.openapi.json from the CM contract (`npm run cm-contract`). */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CmResponseExamples, recordCmResponseExamples } from "./cm/record-examples";

export const CM_CONTRACT_FILE = fileURLToPath(
  new URL("../../../docs/ccb-cm-services.openapi.json", import.meta.url),
);

/** The response examples recorded from the simulator (`cm/record-examples.ts`), as a module. */
export const CM_RESPONSE_EXAMPLES_FILE = fileURLToPath(
  new URL("./cm/response-examples.generated.ts", import.meta.url),
);

export const responseExamplesModule = (examples: CmResponseExamples) =>
  [
    "// Written by `npm run cm-contract` (cm/record-examples.ts): the simulator's own answers. Do not edit.",
    'import type { CmResponseExamples } from "./record-examples";',
    "",
    `export const CM_RESPONSE_EXAMPLES: CmResponseExamples = ${JSON.stringify(examples, null, 2)};`,
    "",
  ].join("\n");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The examples first: the contract carries them (openapi.ts imports the module written here).
  writeFileSync(CM_RESPONSE_EXAMPLES_FILE, responseExamplesModule(await recordCmResponseExamples()));
  // In the repository's style, so that lint passes on the written module.
  execFileSync("npx", ["biome", "format", "--write", CM_RESPONSE_EXAMPLES_FILE], { stdio: "ignore" });
  const { cmOpenApiDocument } = await import("./openapi");
  writeFileSync(CM_CONTRACT_FILE, `${JSON.stringify(cmOpenApiDocument(), null, 2)}\n`);
  console.log(`wrote ${CM_RESPONSE_EXAMPLES_FILE} and ${CM_CONTRACT_FILE}`);
}
