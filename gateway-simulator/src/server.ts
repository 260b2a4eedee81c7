/** Starts the gateway simulator: configuration from the environment, the real clock, then listen. */
import { systemClock } from "@paygpa/fixtures";
import { createApp } from "./app";
import { configFromEnv } from "./config";

const { port, ...config } = configFromEnv(process.env);
const clock = systemClock({ today: config.today ?? null });
const app = createApp(config, { clock });

const server = app.listen(port, () => {
  console.log(`[gateway-simulator] listening on http://localhost:${port} (today ${clock.today()})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
