import { accessMessages, type ErrorCode } from "@paygpa/contract";
import { type DomainError, fail } from "../../platform/failures";

/** A failure of one form field: the message shown beside that field. */
export const fieldError = (
  failure: (code: ErrorCode, message: string, details?: Record<string, unknown>) => DomainError,
  code: ErrorCode,
  field: string,
  message: string,
) => failure(code, message, { fields: { [field]: [message] } });

export const alreadyRegistered = () =>
  fieldError(fail.conflict, "ALREADY_REGISTERED", "accountId", accessMessages.alreadyRegistered);
export const usernameTaken = () =>
  fieldError(fail.conflict, "USERNAME_TAKEN", "username", accessMessages.usernameTaken);
export const signUpLinkInvalid = () => fail.gone("SIGN_UP_LINK_INVALID", accessMessages.signUpLinkInvalid);
