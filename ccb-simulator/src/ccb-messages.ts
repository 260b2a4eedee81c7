/**
 * The messages billing refuses with, in GPA's CM message category (OUAF reserves categories 90000
 * to 99999 for an implementation's own messages): each refusal's `problemType` ends in
 * `/90000/<number>`. The CM contract (docs/ccb-cm-services.openapi.json, `x-cm-messages`) lists the
 * same numbers, a test keeps them equal, and the BFF's adapter reads them back (decision 027).
 * 1xxx: bad requests; 2xxx: not found; 3xxx: conflicts; 4xxx: refused; 9xxx: the framework's own answers.
 * 9001 is the one documented "try again" message: a conflicting update (OUAF's concurrency check);
 * the same call made again later may succeed.
 */
export const CM_MESSAGE_CATEGORY = 90000;

export const CCB_MESSAGES = {
  BAD_REQUEST: 1001,
  PAYLOAD_TOO_LARGE: 1002,
  UNSUPPORTED_MEDIA_TYPE: 1003,
  ACCOUNT_NOT_FOUND: 2001,
  PERSON_NOT_FOUND: 2002,
  USERNAME_NOT_FOUND: 2003,
  EMAIL_MISMATCH: 2004,
  NO_WEB_USER: 2005,
  CASE_NOT_FOUND: 2006,
  NO_SUCH_TRAINEE: 2007,
  NOT_FOUND: 2099,
  USERNAME_TAKEN: 3001,
  WEB_USER_EXISTS: 3002,
  WEB_ACCESS_ALLOWED: 3003,
  NO_DEPOSIT: 3004,
  BILL_LINK_REFUSED: 4001,
  PAY_PLAN_ACTIVE: 3005,
  PAY_PLAN_ENDED: 3006,
  BUDGET_ACTIVE: 3010,
  BUDGET_NOT_ACTIVE: 3011,
  BUDGET_NOT_ALLOWED: 4010,
  METHOD_NOT_ALLOWED: 9405,
  TRY_AGAIN: 9001,
  INJECTED_FAULT: 9002,
  SERVICE_UNAVAILABLE: 9503,
  INTERNAL_ERROR: 9500,
} as const;

export type CcbMessageCode = keyof typeof CCB_MESSAGES;

/** The message code a problem detail document's `problemType` names (tests and the journal read it). */
export function messageCodeOf(problemType: string): CcbMessageCode | undefined {
  const number = Number(problemType.split("/").at(-1));
  return (Object.keys(CCB_MESSAGES) as CcbMessageCode[]).find((code) => CCB_MESSAGES[code] === number);
}
