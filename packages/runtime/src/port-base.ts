/** The one variable that moves the four services of a stack together (decision 037). */
export const PORT_BASE_VARIABLE = "PAYGPA_PORT_BASE";

const DEFAULT_BASE = 3000;

/** The portal's port the address plan starts from: `PAYGPA_PORT_BASE`, else 3000. */
export function portBase(env: Record<string, string | undefined>): number {
  const base = env.PAYGPA_PORT_BASE?.trim();
  if (!base) return DEFAULT_BASE;
  if (!/^\d{1,5}$/.test(base) || Number(base) < 1 || Number(base) > 65_532)
    throw new Error(`${PORT_BASE_VARIABLE} must be a port number from 1 to 65532, not ${base}`);
  return Number(base);
}
