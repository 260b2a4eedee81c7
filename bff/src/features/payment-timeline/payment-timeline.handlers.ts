import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { paymentTimeline, paymentTimelineByReference } from "./payment-timeline.service";

/** 'Where is my payment?': one payment's steps, for its reader, or by its receipt's reference. */
export function paymentTimelineHandlers(
  services: Services,
): RouteHandlers<"paymentTimeline", Payer> & RouteHandlers<"paymentTimelineByReference"> {
  return {
    paymentTimeline: ({ invoice_num }, { caller }) => paymentTimeline(services, caller, invoice_num),
    paymentTimelineByReference: ({ invoice_num, reference }) =>
      paymentTimelineByReference(services, invoice_num, reference),
  };
}
