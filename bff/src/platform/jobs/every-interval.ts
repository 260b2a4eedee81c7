import type { Logger } from "../http/logger";

/**
 * A timed job of one BFF process: `run` every `intervalMs`, a failure logged (never thrown), and no
 * second run started while one is still going. Answers the function that stops it.
 */
export function everyInterval(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  logger: Logger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => logger.error(`${name} failed`, { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
