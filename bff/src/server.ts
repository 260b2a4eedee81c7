import { configFromEnvironment } from "./start-config";
import { createApp } from "./app";

const config = await configFromEnvironment();
const { app, services, close } = await createApp(config);
const server = app.listen(config.port, () => {
  services.logger.info("bff listening", {
    port: config.port,
    mode: config.mode,
    today: services.clock.today(),
  });
  if (config.control) {
    services.logger.info("control API needs the control token", {
      from: config.control.where,
      loopbackOnly: !config.control.allowRemote,
    });
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void close().then(() => process.exit(0)));
  });
}
