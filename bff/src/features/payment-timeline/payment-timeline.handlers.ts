import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { paymentTimeline } from "./payment-timeline.service";

/** 'Where is my payment?': one payment's steps. */
export function paymentTimelineHandlers(services: Services): RouteHandlers<"paymentTimeline", Payer> {
  return {
    paymentTimeline: ({ invoice_num }, { caller }) => paymentTimeline(services, caller, invoice_num),
  };
}
