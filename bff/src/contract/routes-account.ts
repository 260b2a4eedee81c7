/** The table's sessions, maintenance, dashboard and payment routes (spec 000, 001 §7, 002 §7; decision 017). */
import * as v from "valibot";
import { AccountRequest, AccountSummaryResponse, UserDetailsRequest, UserDetailsResponse } from "./accounts";
import { AdminLoginRequest, AdminLoginResponse, MaintenanceUpdateRequest } from "./admin";
import { SessionResponse, UserLoginRequest, UserLoginResponse } from "./auth";
import { SystemMaintenanceResponse } from "./maintenance";
import {
  GetFpHashRequest,
  GetFpHashResponse,
  PayeezyRequest,
  PayeezyResponse,
  PaymentDetailsRequest,
  PaymentDetailsResponse,
  ValidateAccountRequest,
  ValidateAccountResponse,
} from "./payments";
import type { RouteEntry } from "./route-entry";

export const accountRoutes = {
  // -- sessions (spec 001 §7, 000 §7) -------------------------------------------------------------
  userLogin: {
    method: "POST",
    path: "/api/v1/user-login",
    access: "anonymous",
    request: UserLoginRequest,
    answer: UserLoginResponse,
    rateLimit: "login",
    closedByLoginMaintenance: true,
    summary: "user-login (001 §7): customer login",
  },
  logout: {
    method: "POST",
    path: "/api/v1/logout",
    access: "anonymous",
    summary: "logout: ends the bearer's session",
  },
  session: {
    method: "GET",
    path: "/api/v1/session",
    access: "session",
    answer: SessionResponse,
    summary: "who the bearer token belongs to",
  },
  adminLogin: {
    method: "POST",
    path: "/api/v1/login",
    access: "anonymous",
    request: AdminLoginRequest,
    answer: AdminLoginResponse,
    rateLimit: "login",
    summary: "login (000 §7): admin login, open during maintenance",
  },
  // -- maintenance (spec 000 §2, §7) ----------------------------------------------------------------
  systemMaintenance: {
    method: "GET",
    path: "/api/v1/system-maintenance",
    access: "anonymous",
    answer: SystemMaintenanceResponse,
    summary: "system-maintenance (001, 000 §7)",
  },
  systemMaintenanceUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance-update",
    access: { admin: "systemMaintenance" },
    request: MaintenanceUpdateRequest,
    answer: SystemMaintenanceResponse,
    summary: "system-maintenance-update (000 §7)",
  },
  // -- the dashboard (spec 002 §7) ------------------------------------------------------------------
  userLatestBill: {
    method: "POST",
    path: "/api/v1/user-latest-bill",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    summary: "user-latest-bill (002 §7): a postpaid account's summary",
  },
  prepaidDetails: {
    method: "POST",
    path: "/api/v2/prepaid-details",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    summary: "prepaid-details (002 §7): a prepaid account's summary",
  },
  userDetails: {
    method: "POST",
    path: "/api/v1/user-details",
    access: "customer",
    request: UserDetailsRequest,
    answer: UserDetailsResponse,
    summary: "user-details (002 §7): customer information",
  },
  // -- payments (spec 002 §4, §7) -------------------------------------------------------------------
  validateAccount: {
    method: "POST",
    path: "/api/v1/validate-account",
    access: "anonymous",
    request: ValidateAccountRequest,
    answer: ValidateAccountResponse,
    rateLimit: "quick-pay",
    summary: "validate-account (002 §7): quick pay's account and zip check",
  },
  getFpHash: {
    method: "POST",
    path: "/api/v1/get-fphash",
    access: "payer",
    request: GetFpHashRequest,
    answer: GetFpHashResponse,
    summary: "get-fphash (002 §7): the hosted payment page's fingerprint",
  },
  payeezy: {
    method: "POST",
    path: "/api/v1/payeezy",
    access: "payer",
    request: PayeezyRequest,
    answer: PayeezyResponse,
    summary: "payeezy (002 §7): the card dialog's payment",
  },
  paymentDetails: {
    method: "POST",
    path: "/api/payment-details",
    access: "payer",
    request: PaymentDetailsRequest,
    answer: PaymentDetailsResponse,
    summary: "payment-details (002 §7): the result page",
  },
  gatewayRelay: {
    method: "POST",
    path: "/api/v1/gateway/relay",
    access: "gateway",
    // Form fields as strings; a repeated or odd field reads as empty (the signature check refuses it).
    request: v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((fields) =>
        Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
        ),
      ),
    ),
    answer: v.literal("OK"),
    answerType: "text",
    summary: "the gateway's relay response (Payeezy HPP, form-encoded, signed)",
  },
} as const satisfies Record<string, RouteEntry>;
