/**
 * `npm start` (and the e2e runner) start the QA mail catcher on the address plan's ports: its web
 * inbox on `PAYGPA_PORT_BASE` + 5, its SMTP on + 6 (decision 040). Never in production, whose BFF
 * sends through the operator's own SMTP server.
 */
import { serviceLogger } from "@paygpa/runtime/logging";
import { readMode } from "@paygpa/runtime/mode";
import { mailSmtpPort, servicePort } from "@paygpa/runtime/stack-addresses";
import { startMailInbox } from "./mail-inbox";

const logger = serviceLogger("mail-inbox");
if (readMode(process.env) === "production") {
  logger.error(
    "the QA mail catcher runs in demo and test modes only; production mail goes to its SMTP server",
  );
  process.exit(1);
}
const inbox = await startMailInbox({
  smtp: mailSmtpPort(process.env),
  web: servicePort(process.env, "mailInbox"),
});
logger.info(
  { inbox: inbox.webUrl, smtp: inbox.smtpPort },
  `QA mail inbox: ${inbox.webUrl} (the BFF sends to smtp://127.0.0.1:${inbox.smtpPort}; nothing is relayed)`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void inbox.stop().then(() => process.exit(0)));
}
