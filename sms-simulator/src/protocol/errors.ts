/**
 * The REST API's refusals and the delivery errors of a message, with Twilio's codes. A refusal
 * answers JSON `{ code, message, more_info, status }` with the HTTP status (Twilio docs, REST API ›
 * "Errors": "the response body contains … code, message, more_info, status"); each code's meaning is
 * Twilio's Error and Warning Dictionary (twilio.com/docs/api/errors/NNNNN).
 */

export interface TwilioError {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export class TwilioRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
  get body(): TwilioError {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

/** 20003 "Authentication Error": no or wrong Basic credentials (HTTP 401). */
export const authenticationError = () =>
  new TwilioRefusal(401, 20003, "Authentication Error - invalid username");
/** 20404 "The requested resource … was not found". */
export const notFound = (path: string) =>
  new TwilioRefusal(404, 20404, `The requested resource ${path} was not found`);
/** 21602 "Message body is required". */
export const bodyRequired = () => new TwilioRefusal(400, 21602, "Message body is required.");
/** 21603 "'From' phone number is required" (or a MessagingServiceSid). */
export const fromRequired = () => new TwilioRefusal(400, 21603, "A 'From' phone number is required.");
/** 21604 "'To' phone number is required". */
export const toRequired = () => new TwilioRefusal(400, 21604, "A 'To' phone number is required.");
/** 21211 "Invalid 'To' Phone Number": not a number in E.164. */
export const invalidTo = (to: string) =>
  new TwilioRefusal(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
/** 21606 "'From' phone number not a valid message-capable Twilio phone number for this account". */
export const unverifiedFrom = (from: string) =>
  new TwilioRefusal(
    400,
    21606,
    `The 'From' phone number provided (${from}) is not a valid message-capable Twilio phone number for this destination/account.`,
  );
/** 21610 "Attempt to send to unsubscribed recipient": the recipient replied STOP. */
export const unsubscribed = () => new TwilioRefusal(400, 21610, "Attempt to send to unsubscribed recipient");
/** 21617 "The concatenated message body exceeds the 1600 character limit". */
export const bodyTooLong = () =>
  new TwilioRefusal(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
/** 21609 "Invalid StatusCallback url". */
export const invalidCallback = () => new TwilioRefusal(400, 21609, "Invalid StatusCallback url");

/**
 * The delivery errors QA can force on a message (the Error Dictionary's 30xxx codes): `failed` when
 * the message never left Twilio, `undelivered` when the carrier's receipt said it did not arrive
 * (Message resource, "Message Status values").
 */
export const DELIVERY_ERRORS = {
  30003: { status: "undelivered", message: "Unreachable destination handset" },
  30005: { status: "undelivered", message: "Unknown destination handset" },
  30006: { status: "undelivered", message: "Landline or unreachable carrier" },
  30007: { status: "undelivered", message: "Message filtered" },
  30008: { status: "undelivered", message: "Unknown error" },
  30001: { status: "failed", message: "Queue overflow" },
  30002: { status: "failed", message: "Account suspended" },
} as const;
export type DeliveryErrorCode = keyof typeof DELIVERY_ERRORS;

export function isDeliveryErrorCode(code: number): code is DeliveryErrorCode {
  return Object.hasOwn(DELIVERY_ERRORS, code);
}
