/**
 * Every environment variable the gateway simulator reads (`config.ts`, and the runtime's mode, log
 * and control variables): `config.ts` takes its defaults from here, and `npm run env-example` writes
 * `gateway-simulator/.env.example` from it (`tests/env-example.test.ts` fails when the two differ).
 */
import { GATEWAY_DEFAULT_RELAY_URL, GATEWAY_DEFAULT_RETURN_URL } from "@paygpa/fixtures";
import { type EnvExample, envTable, RUNTIME_ENV } from "@paygpa/runtime/env-example";

export const GATEWAY_OWN_ENV = envTable({
  PAYGPA_GATEWAY_PORT: { default: "3003", description: "the gateway simulator's port (PORT when unset)" },
  PAYGPA_GATEWAY_RELAY_URL: {
    default: GATEWAY_DEFAULT_RELAY_URL,
    description: "where relay responses go, for every payment page; {invoice} is replaced",
  },
  PAYGPA_GATEWAY_RETURN_URL: {
    default: GATEWAY_DEFAULT_RETURN_URL,
    description:
      "where the browser returns after the card step, for every payment page; {invoice} is replaced",
  },
  PAYGPA_GATEWAY_TIME_ZONE: {
    default: "Pacific/Guam",
    description: "the merchant account's time zone: the Search API's start_date, end_date and Time are in it",
  },
  PAYGPA_GATEWAY_TOKENIZATION: {
    default: "off",
    description:
      "on: the API terminal issues TransArmor tokens from the start and after every reset (npm start's demo turns it on for saved cards); off: only when switched on by the control API",
  },
  PAYGPA_SEED: {
    default: "",
    description:
      "seed of the numbers the gateway mints (transaction tags, authorization numbers), started again by a reset; unset: unforeseeable",
  },
  PAYGPA_TODAY: {
    default: "",
    description: "the date a reset returns the clock to (YYYY-MM-DD); unset: the real date",
  },
});

export type GatewayVariable = keyof typeof GATEWAY_OWN_ENV;

/** The default of one of the simulator's own variables, as text. */
export function gatewayDefault(name: GatewayVariable): string {
  return GATEWAY_OWN_ENV[name].default;
}

export const GATEWAY_ENV_EXAMPLE: EnvExample = Object.freeze({
  service: "card gateway simulator (gateway-simulator)",
  source: "gateway-simulator/src/env-variables.ts",
  variables: envTable({ ...RUNTIME_ENV, ...GATEWAY_OWN_ENV }),
});
