import { systemClock } from "@paygpa/simulator-kit";
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { serviceLogger } from "@paygpa/runtime/logging";
import { withPortBase } from "@paygpa/runtime/stack-addresses";
import { stackIdentity } from "@paygpa/runtime/stack-identity";
import { createApp } from "./app";
import { settingsFromEnv } from "./config";

// The address plan (decision 037): PAYGPA_PORT_BASE moves the port unless PAYGPA_CCB_PORT sets it.
const env = withPortBase(process.env, "ccb");
const settings = settingsFromEnv(env);
const clock = systemClock({ today: settings.today });
const control = controlAccessFromEnv(env);
const logger = serviceLogger("ccb-simulator");
// Billing calls no other service: it only says which stack it is.
const stack = stackIdentity(env, []);
const app = createApp(settings.config, { clock, control, logger, stack });
const server = app.listen(settings.port, () => {
  logger.info(
    {
      port: settings.port,
      today: clock.today(),
      fixedToday: Boolean(settings.today),
      seed: settings.config.seed,
      stack: stack.id,
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
