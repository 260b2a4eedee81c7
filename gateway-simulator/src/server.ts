/** Starts the gateway simulator: configuration from the environment, the real clock, then listen. */
import { runIds, systemClock } from "@paygpa/simulator-kit";
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { serviceLogger } from "@paygpa/runtime/logging";
import { withPortBase } from "@paygpa/runtime/stack-addresses";
import { type StackPeer, refuseForeignPeers, stackIdentity } from "@paygpa/runtime/stack-identity";
import { createApp } from "./app";
import { configFromEnv } from "./config";

// The address plan (decision 037): PAYGPA_PORT_BASE moves the port, the relay and the return page.
const env = withPortBase(process.env, "gateway");
const { port, seed, ...config } = configFromEnv(env);
const clock = systemClock({ today: config.today ?? null });
const control = controlAccessFromEnv(env);
const logger = serviceLogger("gateway-simulator");
const ids = runIds(seed);
// The gateway posts its relay to the BFF and sends the cardholder back to the portal.
const peers: StackPeer[] = [];
if (config.relayUrl) peers.push({ name: "BFF", variable: "PAYGPA_GATEWAY_RELAY_URL", url: config.relayUrl });
if (config.returnUrl)
  peers.push({ name: "portal", variable: "PAYGPA_GATEWAY_RETURN_URL", url: config.returnUrl });
const stack = stackIdentity(env, peers);
try {
  await refuseForeignPeers("gateway-simulator", stack);
} catch (error) {
  logger.error((error as Error).message);
  process.exit(1);
}
const app = createApp(config, { clock, control, logger, ids, stack });

const server = app.listen(port, () => {
  logger.info(
    { port, today: clock.today(), seed: ids.seed, stack: stack.id },
    `gateway-simulator listening on http://localhost:${port}`,
  );
  logger.info(controlTokenNotice("gateway-simulator", control));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
}
