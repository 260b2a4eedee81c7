import { loadConfig } from "./config";
import { createApp } from "./app";

const config = loadConfig();
const { app, services, close } = await createApp(config);
const server = app.listen(config.port, () => {
  services.logger.info("bff listening", {
    port: config.port,
    mode: config.mode,
    today: services.clock.today(),
  });
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void close().then(() => process.exit(0)));
  });
}
