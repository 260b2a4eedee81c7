import { DEV_BILL_LINK_SECRET } from "@paygpa/runtime/demo-secrets";
import { type IsoDate, isIsoDate, MAX_TRAINEES } from "@paygpa/simulator-kit";
import { type CcbVariable, ccbDefault } from "./env-variables";

export interface CcbSimulatorConfig {
  /** Seed of the bulk population (personas never change with it). */
  seed: number;
  /** How many random customers to generate besides the personas. */
  bulkCustomers: number;
  /** Journal entries kept (oldest dropped first). */
  journalLimit: number;
  /** The key the bill-presentment links are signed with (shared with the BFF). */
  billLinkSecret: string;
  /** Classroom mode: trainees with their own copy of the personas (PAYGPA_TRAINEES, 0 to 99). */
  trainees: number;
}

export const DEFAULT_CONFIG: CcbSimulatorConfig = Object.freeze({
  seed: Number(ccbDefault("PAYGPA_SEED")),
  bulkCustomers: Number(ccbDefault("PAYGPA_BULK_CUSTOMERS")),
  journalLimit: 1000,
  billLinkSecret: DEV_BILL_LINK_SECRET,
  trainees: Number(ccbDefault("PAYGPA_TRAINEES")),
});

export interface ServerSettings {
  port: number;
  today: IsoDate | null;
  config: CcbSimulatorConfig;
}

function integer(env: NodeJS.ProcessEnv, name: CcbVariable | "PORT", fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function trainees(env: NodeJS.ProcessEnv): number {
  const count = integer(env, "PAYGPA_TRAINEES", DEFAULT_CONFIG.trainees, 0);
  if (count > MAX_TRAINEES) throw new Error(`PAYGPA_TRAINEES must be at most ${MAX_TRAINEES}, got ${count}`);
  return count;
}

/** PAYGPA_CCB_PORT or PORT (3002), PAYGPA_TODAY (YYYY-MM-DD, else the real date), PAYGPA_SEED, PAYGPA_BULK_CUSTOMERS, PAYGPA_TRAINEES. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const today = env.PAYGPA_TODAY || null;
  if (today !== null && !isIsoDate(today)) throw new Error(`PAYGPA_TODAY must be YYYY-MM-DD, got "${today}"`);
  return {
    port: integer(env, "PAYGPA_CCB_PORT", integer(env, "PORT", Number(ccbDefault("PAYGPA_CCB_PORT")), 0), 0),
    today,
    config: Object.freeze({
      seed: integer(env, "PAYGPA_SEED", DEFAULT_CONFIG.seed, 0),
      bulkCustomers: integer(env, "PAYGPA_BULK_CUSTOMERS", DEFAULT_CONFIG.bulkCustomers, 0),
      journalLimit: DEFAULT_CONFIG.journalLimit,
      billLinkSecret: env.PAYGPA_BILL_LINK_SECRET || DEFAULT_CONFIG.billLinkSecret,
      trainees: trainees(env),
    }),
  };
}
