import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envTable, RUNTIME_ENV, renderEnvExample, variablesReadIn } from "./env-example";
import { readMode } from "./mode";

describe("the runtime's environment table", () => {
  it("names every PAYGPA_* variable the runtime's readers use, and no other", () => {
    const readers = ["mode.ts", "logging.ts", "control-access.ts", "stack-identity.ts", "port-base.ts"].map(
      (file) => readFileSync(join(import.meta.dirname, file), "utf8"),
    );
    expect(variablesReadIn(readers.join("\n"))).toEqual(Object.keys(RUNTIME_ENV).sort());
  });

  it("gives the mode an unset PAYGPA_MODE means", () => {
    expect(readMode({})).toBe(RUNTIME_ENV.PAYGPA_MODE.default);
  });
});

describe("variablesReadIn", () => {
  it('counts `env.NAME` and the literal "NAME", not a name in a comment or a message', () => {
    const source = [
      "// PAYGPA_COMMENTED is documented here",
      'const a = env.PAYGPA_ONE ?? "x";',
      'const b = readInteger(env, "PAYGPA_TWO", 3);',
      'throw new Error("PAYGPA_THREE must be set");',
      "const c = process.env.PAYGPA_ONE;",
    ].join("\n");
    expect(variablesReadIn(source)).toEqual(["PAYGPA_ONE", "PAYGPA_TWO"]);
  });
});

describe("renderEnvExample", () => {
  it("lists each variable, commented out, with its meaning and default", () => {
    const text = renderEnvExample({
      service: "billing simulator",
      source: "src/env-variables.ts",
      variables: envTable({
        PAYGPA_A: { default: "3002", description: "the port" },
        PAYGPA_B: { default: "", description: "no default" },
      }),
    });
    expect(text).toBe(
      [
        "# The environment of the billing simulator: every PAYGPA_* variable it reads, with its default.",
        "# Generated from src/env-variables.ts by `npm run env-example`; do not edit by hand.",
        "# Unset variables take the default shown; one with nothing after = has no default.",
        "",
        "# the port",
        "# PAYGPA_A=3002",
        "",
        "# no default",
        "# PAYGPA_B=",
        "",
      ].join("\n"),
    );
  });
});
