/** Starts the outage-system simulator: configuration from the environment, the real clock, then listen. */
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { serviceLogger } from "@paygpa/runtime/logging";
import { withPortBase } from "@paygpa/runtime/stack-addresses";
import { stackIdentity } from "@paygpa/runtime/stack-identity";
import { runIds, systemClock } from "@paygpa/simulator-kit";
import { createApp } from "./app";
import { configFromEnv } from "./config";

// The address plan (decisions 037, 041): PAYGPA_PORT_BASE + 7.
const env = withPortBase(process.env, "oms");
const { port, seed, ...config } = configFromEnv(env);
const clock = systemClock({ today: config.today ?? null });
const control = controlAccessFromEnv(env);
const logger = serviceLogger("oms-simulator");
const ids = runIds(seed);
// The outage system calls no one back: it has no peers to check.
const stack = stackIdentity(env, []);
const app = createApp(config, { clock, control, logger, ids, stack });

const server = app.listen(port, () => {
  logger.info(
    {
      port,
      today: clock.today(),
      stack: stack.id,
      servicePoints: app.oms.network.network.servicePoints.length,
    },
    `oms-simulator listening on http://localhost:${port}`,
  );
  logger.info(controlTokenNotice("oms-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
