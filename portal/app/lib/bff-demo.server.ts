/** The demo mail viewer's one call: the BFF's mail outbox, a control route outside the contract. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import * as v from "valibot";
import { callBff } from "./bff-call.server";
import { env } from "./env.server";

const MailOutboxResponse = v.object({
  messages: v.array(
    v.object({
      id: v.number(),
      createdAt: v.string(),
      kind: v.string(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      status: v.string(),
    }),
  ),
});

/** GET /__control/mail: the BFF's mail outbox (test and demo modes only), for the demo mail viewer. */
export function mailOutbox(filter: { to?: string; kind?: string } = {}) {
  const query = new URLSearchParams();
  if (filter.to) query.set("to", filter.to);
  if (filter.kind) query.set("kind", filter.kind);
  return callBff({
    method: "GET",
    path: `/__control/mail?${query}`,
    headers: env.control ? controlTokenHeaders(env.control.token) : {},
    schema: MailOutboxResponse,
  });
}
