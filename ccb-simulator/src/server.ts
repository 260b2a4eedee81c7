import { systemClock } from "@paygpa/simulator-kit";
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { serviceLogger } from "@paygpa/runtime/logging";
import { createApp } from "./app";
import { settingsFromEnv } from "./config";

const settings = settingsFromEnv();
const clock = systemClock({ today: settings.today });
const control = controlAccessFromEnv(process.env);
const logger = serviceLogger("ccb-simulator");
const app = createApp(settings.config, { clock, control, logger });
const server = app.listen(settings.port, () => {
  logger.info(
    {
      port: settings.port,
      today: clock.today(),
      fixedToday: Boolean(settings.today),
      seed: settings.config.seed,
    },
    `ccb-simulator listening on http://localhost:${settings.port}`,
  );
  logger.info(controlTokenNotice("ccb-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
