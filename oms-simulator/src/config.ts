/** The simulator's configuration: one validated, frozen object read once at start. */
import { DEFAULT_BULK_CUSTOMERS, DEFAULT_SEED } from "@paygpa/fixtures";
import { servicePort } from "@paygpa/runtime/stack-addresses";
import { type IsoDate, isIsoDate, MAX_TRAINEES, parseSeed } from "@paygpa/simulator-kit";

export interface OmsConfig {
  /** The date a reset returns the clock to; null: the real date. */
  today?: IsoDate | null | undefined;
  /** The fixtures' seed: the same seed gives the billing simulator's premises and this network. */
  fixtureSeed?: number | undefined;
  /** The fixtures' bulk population (the billing simulator's PAYGPA_BULK_CUSTOMERS). */
  bulkCustomers?: number | undefined;
  /** Classroom mode: trainees' copies of the personas' premises are on the network too. */
  trainees?: number | undefined;
}

export interface OmsSettings {
  readonly today: IsoDate | null;
  readonly fixtureSeed: number;
  readonly bulkCustomers: number;
  readonly trainees: number;
}

export function resolveConfig(config: OmsConfig): OmsSettings {
  const today = config.today ?? null;
  if (today !== null && !isIsoDate(today)) throw new Error(`today is not a calendar date: ${today}`);
  const bulkCustomers = config.bulkCustomers ?? DEFAULT_BULK_CUSTOMERS;
  if (!Number.isInteger(bulkCustomers) || bulkCustomers < 0)
    throw new Error("bulkCustomers must be 0 or more");
  const trainees = config.trainees ?? 0;
  if (!Number.isInteger(trainees) || trainees < 0 || trainees > MAX_TRAINEES)
    throw new Error(`trainees must be a whole number from 0 to ${MAX_TRAINEES}`);
  return Object.freeze({ today, fixtureSeed: config.fixtureSeed ?? DEFAULT_SEED, bulkCustomers, trainees });
}

function count(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d{1,7}$/.test(raw)) throw new Error(`${name} must be a whole number, not ${raw}`);
  return Number(raw);
}

/**
 * Configuration from the environment (server.ts, after `withPortBase`): PAYGPA_OMS_PORT (else PORT,
 * else PAYGPA_PORT_BASE + 7, else 3007), PAYGPA_TODAY, PAYGPA_SEED and PAYGPA_BULK_CUSTOMERS (the
 * premises, read as the billing simulator reads them, so both hold the same ones), PAYGPA_TRAINEES.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): OmsConfig & { port: number; seed: number | null } {
  return {
    port: servicePort(env, "oms", true),
    today: (env.PAYGPA_TODAY?.trim() || null) as IsoDate | null,
    fixtureSeed: parseSeed(env.PAYGPA_SEED) ?? undefined,
    bulkCustomers: count(env, "PAYGPA_BULK_CUSTOMERS"),
    trainees: count(env, "PAYGPA_TRAINEES"),
    seed: parseSeed(env.PAYGPA_SEED),
  };
}
