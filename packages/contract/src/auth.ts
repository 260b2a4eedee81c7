import * as v from "valibot";
import { AccountId, DIVISION, notBlank } from "./common";
import { messages } from "./messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/** POST /api/v1/user-login — the payload of spec 001 §7. */
export const UserLoginRequest = v.object({
  webUserPersonIdTypeCode: v.optional(v.literal("WEB"), "WEB"),
  userName: v.pipe(
    v.string(),
    v.nonEmpty(messages.enterUsername),
    notBlank(messages.enterUsername),
    v.maxLength(30),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty(messages.enterPassword),
    notBlank(messages.enterPassword),
    v.maxLength(128),
  ),
  webAccessFlag: v.optional(v.literal("ALWD"), "ALWD"),
  wrongPasswordCountPersonCharTypeCode: v.optional(v.literal("WPCOUNT"), "WPCOUNT"),
  cisDivision: v.optional(v.literal(DIVISION), DIVISION),
  wrongPasswordCountLimit: v.optional(v.literal(5), 5),
});
export type UserLoginRequest = v.InferInput<typeof UserLoginRequest>;

/** An account the customer may see, as listed at login (spec 001 §3). */
export const LoginAccount = v.object({
  PersonID: v.string(),
  AccountID: AccountId,
  PremiseInfo: v.string(),
  customerClass: v.string(),
});
export type LoginAccount = v.InferOutput<typeof LoginAccount>;

export const PaymentArrangementCase = v.object({
  caseId: v.string(),
  AccountID: v.string(),
  customerContactId: v.string(),
  customerContactStatus: v.string(),
});

/** The login result (spec 001 §3), plus the session token when login succeeded. */
export const UserLoginResponse = v.object({
  loginSuccessful: v.boolean(),
  status: v.object({ loginMessage: v.string() }),
  /** Opaque session token; present only when loginSuccessful. Send as `Authorization: Bearer`. */
  token: v.optional(v.string()),
  personId: v.nullable(v.string()),
  username: v.nullable(v.string()),
  postpaid: v.array(LoginAccount),
  prepaid: v.array(LoginAccount),
  isPaymentArrngmnt: v.boolean(),
  /** A payment arrangement is pending when a case has customerContactStatus '10'. */
  isPAPending: v.boolean(),
  payArrExistingIds: v.array(PaymentArrangementCase),
});
export type UserLoginResponse = v.InferOutput<typeof UserLoginResponse>;

/** GET /api/v1/session — who the bearer token belongs to. */
export const SessionResponse = v.variant("kind", [
  v.object({
    kind: v.literal("customer"),
    personId: v.string(),
    username: v.string(),
    postpaid: v.array(LoginAccount),
    prepaid: v.array(LoginAccount),
    isPAPending: v.boolean(),
    /**
     * The customer holds a commercial (non-RESID) account among those listed at login: the Account
     * Overview shows the arrangement's commercial notice (spec 002 §1, §6). Decided by the BFF with
     * the rule of the arrangement's own answer (`commercialNotice`), so the portal applies none.
     */
    commercialCustomer: v.boolean(),
    idleLimitSeconds: v.number(),
  }),
  v.object({
    kind: v.literal("admin"),
    adminId: v.number(),
    username: v.string(),
    level: v.number(),
    idleLimitSeconds: v.number(),
  }),
]);
export type SessionResponse = v.InferOutput<typeof SessionResponse>;

/** The auth feature's routes in the table (decision 017). */
export const authRoutes = {
  userLogin: {
    method: "POST",
    path: "/api/v1/user-login",
    access: "anonymous",
    request: UserLoginRequest,
    answer: UserLoginResponse,
    rateLimit: "login",
    closedByLoginMaintenance: true,
    errors: [...BILLING_ERRORS, "USERNAME_NOT_FOUND"],
    summary: "user-login (001 §7): customer login",
  },
  logout: {
    method: "POST",
    path: "/api/v1/logout",
    access: "anonymous",
    errors: [],
    summary: "logout: ends the bearer's session",
  },
  session: {
    method: "GET",
    path: "/api/v1/session",
    access: "session",
    answer: SessionResponse,
    errors: [],
    summary: "who the bearer token belongs to",
  },
} as const satisfies Record<string, RouteEntry>;
