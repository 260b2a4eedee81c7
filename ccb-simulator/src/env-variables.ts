/**
 * Every environment variable the billing simulator reads (`config.ts`, and the runtime's mode, log
 * and control variables): `config.ts` takes its defaults from here, and `npm run env-example` writes
 * `ccb-simulator/.env.example` from it (`tests/env-example.test.ts` fails when the two differ).
 */
import { DEFAULT_BULK_CUSTOMERS, DEFAULT_SEED } from "@paygpa/fixtures";
import { type EnvExample, envTable, RUNTIME_ENV } from "@paygpa/runtime/env-example";

export const CCB_OWN_ENV = envTable({
  PAYGPA_CCB_PORT: { default: "3002", description: "the billing simulator's port (PORT when unset)" },
  PAYGPA_TODAY: { default: "", description: "a fixed today (YYYY-MM-DD); unset: the real date" },
  PAYGPA_SEED: {
    default: String(DEFAULT_SEED),
    description: "seed of the bulk population (personas never change with it)",
  },
  PAYGPA_BULK_CUSTOMERS: {
    default: String(DEFAULT_BULK_CUSTOMERS),
    description: "how many random customers to generate besides the personas",
  },
  PAYGPA_TRAINEES: {
    default: "0",
    description: "classroom mode: trainees (0 to 99) with their own copy of the personas",
  },
  PAYGPA_BILL_LINK_SECRET: {
    default: "",
    description: "the key bill-presentment links are signed with (the BFF's value); unset: the dev value",
  },
});

export type CcbVariable = keyof typeof CCB_OWN_ENV;

/** The default of one of the simulator's own variables, as text. */
export function ccbDefault(name: CcbVariable): string {
  return CCB_OWN_ENV[name].default;
}

export const CCB_ENV_EXAMPLE: EnvExample = Object.freeze({
  service: "billing simulator (ccb-simulator)",
  source: "ccb-simulator/src/env-variables.ts",
  variables: envTable({ ...RUNTIME_ENV, ...CCB_OWN_ENV }),
});
