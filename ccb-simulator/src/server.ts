import { systemClock } from "@paygpa/fixtures";
import { createApp } from "./app";
import { settingsFromEnv } from "./config";

const settings = settingsFromEnv();
const clock = systemClock({ today: settings.today });
const app = createApp(settings.config, { clock });
const server = app.listen(settings.port, () => {
  console.log(
    `ccb-simulator listening on http://localhost:${settings.port} (today ${clock.today()}${settings.today ? ", fixed" : ""}, seed ${settings.config.seed})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
