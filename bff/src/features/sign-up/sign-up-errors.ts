import { accessMessages, type ErrorCode } from "@paygpa/contract";
import { AppError } from "../../platform/http/errors";

export const fieldError = (status: number, code: ErrorCode, field: string, message: string) =>
  new AppError(status, code, message, { fields: { [field]: [message] } });

export const alreadyRegistered = () =>
  fieldError(409, "ALREADY_REGISTERED", "accountId", accessMessages.alreadyRegistered);
export const usernameTaken = () =>
  fieldError(409, "USERNAME_TAKEN", "username", accessMessages.usernameTaken);
export const signUpLinkInvalid = () =>
  new AppError(410, "SIGN_UP_LINK_INVALID", accessMessages.signUpLinkInvalid);
