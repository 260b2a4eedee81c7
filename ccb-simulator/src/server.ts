import { systemClock } from "@paygpa/fixtures";
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/fixtures/control-access";
import { createApp } from "./app";
import { settingsFromEnv } from "./config";

const settings = settingsFromEnv();
const clock = systemClock({ today: settings.today });
const control = controlAccessFromEnv(process.env);
const app = createApp(settings.config, { clock, control });
const server = app.listen(settings.port, () => {
  console.log(
    `ccb-simulator listening on http://localhost:${settings.port} (today ${clock.today()}${settings.today ? ", fixed" : ""}, seed ${settings.config.seed})`,
  );
  console.log(controlTokenNotice("ccb-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
