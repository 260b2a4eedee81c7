/** Starts the SMS simulator: configuration from the environment, the real clock, then listen. */
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { serviceLogger } from "@paygpa/runtime/logging";
import { runIds, systemClock } from "@paygpa/simulator-kit";
import { createApp } from "./app";
import { configFromEnv } from "./config";

const { port, seed, ...config } = configFromEnv(process.env);
const clock = systemClock({ today: config.today ?? null });
const control = controlAccessFromEnv(process.env);
const logger = serviceLogger("sms-simulator");
const ids = runIds(seed);
const app = createApp(config, { clock, control, logger, ids });

const server = app.listen(port, () => {
  logger.info({ port, today: clock.today() }, `sms-simulator listening on http://localhost:${port}`);
  logger.info(`phone view: http://localhost:${port}/phone?token=<the control token>`);
  logger.info(controlTokenNotice("sms-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
