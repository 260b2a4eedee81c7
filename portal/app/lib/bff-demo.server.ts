/** The demo mail viewer's one call: the BFF's mail outbox (`controlRoutes.mail` of the contract). */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { MailOutbox } from "@paygpa/contract";
import { callBff } from "./bff-call.server";
import { env } from "./env.server";

/** GET /__control/mail: the BFF's mail outbox (test and demo modes only), for the demo mail viewer. */
export function mailOutbox(filter: { to?: string; kind?: string } = {}) {
  const query = new URLSearchParams();
  if (filter.to) query.set("to", filter.to);
  if (filter.kind) query.set("kind", filter.kind);
  return callBff({
    method: "GET",
    path: `/__control/mail?${query}`,
    headers: env.control ? controlTokenHeaders(env.control.token) : {},
    schema: MailOutbox,
  });
}
