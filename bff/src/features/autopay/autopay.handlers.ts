import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { CustomerSession } from "../auth";
import { autopayReport } from "./autopay-report";
import { autopayOf, autopayTerms, enrolAutopay, stopAutopay } from "./autopay.service";

/** AutoPay's routes (decisions 031, 032): the customer's enrolments and the back office's report. */
export function autopayHandlers(
  services: Services,
): RouteHandlers<"autopay" | "autopayTerms" | "autopayEnrol" | "autopayStop", CustomerSession> &
  RouteHandlers<"autopayReport"> {
  return {
    autopay: (_input, { caller }) => autopayOf(services, caller),
    autopayTerms: (request, { caller }) => autopayTerms(services, caller, request),
    autopayEnrol: (request, { caller }) => enrolAutopay(services, caller, request),
    autopayStop: ({ enrolmentId }, { caller }) => stopAutopay(services, caller, enrolmentId),
    autopayReport: ({ page }) => autopayReport(services, Number(page)),
  };
}
