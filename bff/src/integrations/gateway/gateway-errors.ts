/**
 * How any gateway adapter fails, in the domain's words (part of the port). Two failures, never a
 * decline (a declined card is a `Charge` with `approved: false`):
 * - `gatewayUnavailable()`, kind "gateway-unavailable": the answer was lost (a timeout, a dropped
 *   connection, a malformed answer), so the outcome is unknown and the card may have been charged;
 * - `GatewayDidNotProcess`, kind "gateway-refused": the gateway refused the request itself
 *   (credentials, signature, clock, terminal, or down with an error status): nothing was attempted.
 * Both answer the customer 502 'Server Error. Try again later!' at the route edge.
 */
import { messages } from "@paygpa/contract";
import { DomainError, fail } from "../../platform/failures";

export const gatewayUnavailable = (details?: Record<string, unknown>) =>
  fail.gatewayUnavailable("GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain, details);

/**
 * The gateway answered with an error status (down, refused credentials, a skewed clock, malformed):
 * it processed nothing, so the card was not charged. Unlike a lost answer (`gatewayUnavailable`),
 * where the charge may have gone through.
 */
export class GatewayDidNotProcess extends DomainError {
  constructor(
    readonly gatewayStatus: number,
    details?: Record<string, unknown>,
  ) {
    super("gateway-refused", "GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain, details);
    this.name = "GatewayDidNotProcess";
  }
}
