/**
 * How any gateway adapter fails, in the words the features read (part of the port): a lost answer
 * (`gatewayUnavailable`, the outcome is unknown) or a purchase the gateway did not process.
 */
import { messages } from "@paygpa/contract";
import { DomainError } from "../../platform/failures";
import { AppError } from "../../platform/http/errors";

export const gatewayUnavailable = () =>
  new AppError(502, "GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain);

/**
 * The gateway answered a purchase with an error status (down, refused credentials, malformed):
 * it processed nothing, so the card was not charged. Unlike a lost answer (a timeout or a dropped
 * connection, `gatewayUnavailable`), where the charge may have gone through.
 */
export class GatewayDidNotProcess extends DomainError {
  constructor(readonly gatewayStatus: number) {
    super("gateway-refused", "GATEWAY_UNAVAILABLE", messages.serverErrorTryAgain);
  }
}
