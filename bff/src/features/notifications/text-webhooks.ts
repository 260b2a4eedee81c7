/**
 * The SMS provider's webhooks (decision 038): delivery reports (`/api/v1/sms/status`) and the
 * customer's replies (`/api/v1/sms/incoming`), form-encoded and signed; an unsigned or altered
 * request is refused (403) before anything is read. A reply updates the opt-out list at once
 * (STOP, START) and is answered with the help line unless it is a keyword the provider answers.
 */
import type { Context } from "koa";
import { type WebhookRequest, webhookRequestOf } from "../../integrations/sms";
import { fail } from "../../platform/failures";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { handleReply, outageKeyword } from "./text-replies";
import { recordDelivery, setOptedOut } from "./texts.repository";

type Deps = Pick<Services, "db" | "clock" | "sms" | "logger" | "config" | "outageTextReply">;

function signedRequest(
  services: Deps,
  ctx: Context,
  name: "status" | "incoming",
  form: unknown,
): WebhookRequest {
  // The URL as the provider calls it (configured with it): the signature covers it.
  const request = webhookRequestOf(`${services.config.sms.webhookBaseUrl}/${name}`, ctx.headers, form);
  if (services.sms.isSigned(request)) return request;
  services.logger.warn?.("sms webhook refused: not signed by the provider", { webhook: name });
  throw fail.notAllowed("FORBIDDEN", "Not signed by the SMS provider.");
}

export function textWebhookHandlers(services: Deps): RouteHandlers<"textDeliveryReport" | "incomingText"> {
  return {
    async textDeliveryReport(form, { ctx }) {
      const report = services.sms.readDeliveryReport(signedRequest(services, ctx, "status", form));
      if (report) await recordDelivery(services.db, report.providerId, report.delivery, report.errorCode);
      return "";
    },
    async incomingText(form, { ctx }) {
      const text = services.sms.readIncomingText(signedRequest(services, ctx, "incoming", form));
      const handling = text ? handleReply(text) : { optedOut: null, answer: null };
      if (text && handling.optedOut !== null)
        await setOptedOut(services.db, text.from, handling.optedOut, services.clock.now().toISOString());
      // STATUS and OUT are the outage feature's to answer (decision 046), where it runs.
      const keyword = text && handling.optedOut === null ? outageKeyword(text.body) : null;
      if (text && keyword && services.outageTextReply) {
        return services.sms.replyDocument(await services.outageTextReply(text.from, keyword)).body;
      }
      return services.sms.replyDocument(handling.answer).body;
    },
  };
}
