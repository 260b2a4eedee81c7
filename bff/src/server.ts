import { controlTokenNotice } from "@paygpa/runtime/control-access";
import { withPortBase } from "@paygpa/runtime/stack-addresses";
import { refuseForeignPeers, stackIdentity } from "@paygpa/runtime/stack-identity";
import { configFromEnvironment } from "./start-config";
import { createApp } from "./app";

// The address plan (decision 037): PAYGPA_PORT_BASE moves the port and every peer's address that
// was not set; a production start reads its addresses as given.
const env = withPortBase(process.env, "bff");
const config = await configFromEnvironment(env);
// The peers the BFF calls (billing, the gateway) and sends browsers to (the portal): one answering
// as another stack stops the start, naming the variable to change.
const stack = stackIdentity(env, [
  { name: "billing simulator", variable: "PAYGPA_CCB_URL", url: config.ccbUrl },
  { name: "gateway simulator", variable: "PAYGPA_GATEWAY_URL", url: config.gatewayUrl },
  { name: "portal", variable: "PAYGPA_PORTAL_URL", url: config.portalUrl },
]);
try {
  await refuseForeignPeers("bff", stack);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const { app, services, close } = await createApp(config, { stack });
const server = app.listen(config.port, () => {
  services.logger.info("bff listening", {
    port: config.port,
    mode: config.mode,
    today: services.clock.today(),
    stack: stack.id,
  });
  if (config.control) {
    services.logger.info(controlTokenNotice("bff", config.control), {
      loopbackOnly: !config.control.allowRemote,
    });
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void close().then(() => process.exit(0)));
  });
}
