/**
 * The one reader of `PAYGPA_MODE`, for every service and script (decision 014). It fails closed:
 * unset means production, with production's strictness (every secret and URL required, no control
 * API, no demo pages); a value it does not know stops the start. Demos and tests say their mode:
 * `npm start` and `npm run demo` set `demo`, the test set-ups `test` or `demo`.
 */

export type Mode = "production" | "demo" | "test";

export const MODES: readonly Mode[] = Object.freeze(["production", "demo", "test"]);

export class ModeError extends Error {}

/** The mode of `env`: `production` when `PAYGPA_MODE` is unset or empty, an error when it is unknown. */
export function readMode(env: Record<string, string | undefined> = process.env): Mode {
  const raw = env.PAYGPA_MODE?.trim();
  if (!raw) return "production";
  if (!(MODES as readonly string[]).includes(raw)) {
    throw new ModeError(
      `PAYGPA_MODE must be production, demo or test, not "${raw}" (unset means production)`,
    );
  }
  return raw as Mode;
}

/**
 * `message` (why a start is refused), saying that the start is a production one because
 * `PAYGPA_MODE` is unset, when it is: someone who meant a demo then knows what to set.
 */
export function explainedByMode(env: Record<string, string | undefined>, message: string): string {
  if (env.PAYGPA_MODE?.trim()) return message;
  return `${message} (PAYGPA_MODE is not set, so this is a production start; set PAYGPA_MODE=demo for a demo)`;
}
