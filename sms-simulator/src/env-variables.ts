/**
 * Every environment variable the SMS simulator reads (`config.ts`, and the runtime's mode, log and
 * control variables), with its default.
 */
import { type EnvExample, envTable, RUNTIME_ENV } from "@paygpa/runtime/env-example";
import { SMS_DEFAULT_INBOUND_URL, SMS_DEMO_ACCOUNT } from "./demo-account";

export const SMS_OWN_ENV = envTable({
  PAYGPA_SMS_PORT: {
    default: "3004",
    description: "the SMS simulator's port (PORT when unset; PAYGPA_PORT_BASE + 4 when that is set)",
  },
  PAYGPA_SMS_ACCOUNT_SID: {
    default: SMS_DEMO_ACCOUNT.accountSid,
    description: "the simulated account's SID (the Basic user of every REST call)",
  },
  PAYGPA_SMS_AUTH_TOKEN: {
    default: SMS_DEMO_ACCOUNT.authToken,
    description: "the simulated account's auth token (Basic password, and the key webhooks are signed with)",
  },
  PAYGPA_SMS_FROM: {
    default: SMS_DEMO_ACCOUNT.from,
    description: "the account's own numbers, comma-separated: the only senders it accepts",
  },
  PAYGPA_SMS_INBOUND_URL: {
    default: SMS_DEFAULT_INBOUND_URL,
    description: "where the number sends incoming texts (its messaging webhook)",
  },
  PAYGPA_SMS_STEP_MS: {
    default: "400",
    description: "how long each status step (queued, sending, sent, delivered) takes, in milliseconds",
  },
  PAYGPA_TODAY: {
    default: "",
    description: "the date a reset returns the clock to (YYYY-MM-DD); unset: the real date",
  },
  PAYGPA_SEED: {
    default: "",
    description: "seed of the SIDs the simulator mints, started again by a reset; unset: unforeseeable",
  },
});

export type SmsVariable = keyof typeof SMS_OWN_ENV;

export function smsDefault(name: SmsVariable): string {
  return SMS_OWN_ENV[name].default;
}

export const SMS_ENV_EXAMPLE: EnvExample = Object.freeze({
  service: "SMS provider simulator (sms-simulator)",
  source: "sms-simulator/src/env-variables.ts",
  variables: envTable({ ...RUNTIME_ENV, ...SMS_OWN_ENV }),
});
