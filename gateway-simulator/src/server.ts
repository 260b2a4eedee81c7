/** Starts the gateway simulator: configuration from the environment, the real clock, then listen. */
import { systemClock } from "@paygpa/fixtures";
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/fixtures/control-access";
import { createApp } from "./app";
import { configFromEnv } from "./config";

const { port, ...config } = configFromEnv(process.env);
const clock = systemClock({ today: config.today ?? null });
const control = controlAccessFromEnv(process.env);
const app = createApp(config, { clock, control });

const server = app.listen(port, () => {
  console.log(`[gateway-simulator] listening on http://localhost:${port} (today ${clock.today()})`);
  console.log(controlTokenNotice("gateway-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
