/** The back office's Phoned-In Bill Payment and pay by link (spec 000 §2, §7; pay by link is beyond the spec). */
import {
  CompletePaymentHistoryResponse,
  PayLinkRequest,
  PayLinkResponse,
  PaymentHistoryRequest,
  PhonedInAccountRequest,
  PhonedInAccountResponse,
  SendPayLinkRequest,
  SendPayLinkResponse,
  WebPaymentHistoryResponse,
} from "./phoned-in";
import { GetFpHashResponse, PaymentDetailsRequest, PaymentDetailsResponse } from "./payments";
import type { RouteEntry } from "./route-entry";
import * as v from "valibot";

export const phonedInRoutes = {
  userLatestBillPhoned: {
    method: "POST",
    path: "/api/v1/user-latest-bill-phoned",
    access: { admin: "phonedIn" },
    request: PhonedInAccountRequest,
    answer: PhonedInAccountResponse,
    summary: "user-latest-bill-phoned (000 §7): one account of the phoned-in search",
  },
  userPaymentHistory: {
    method: "POST",
    path: "/api/v1/user-payment-history",
    access: { admin: "phonedIn" },
    request: PaymentHistoryRequest,
    answer: WebPaymentHistoryResponse,
    summary: "user-payment-history (000 §7): the account's web payments",
  },
  userPaymentHistoryCcb: {
    method: "POST",
    path: "/api/v1/user-payment-history-ccb",
    access: { admin: "phonedIn" },
    request: PaymentHistoryRequest,
    answer: CompletePaymentHistoryResponse,
    summary: "user-payment-history-ccb (000 §7): billing's payments of the account, at most 18",
  },
  sendPayLink: {
    method: "POST",
    path: "/api/v1/phoned-in/pay-link",
    access: { admin: "phonedIn" },
    request: SendPayLinkRequest,
    answer: SendPayLinkResponse,
    summary: "pay by link (beyond the spec): e-mails the customer a single-use 24-hour payment link",
  },
  payLink: {
    method: "POST",
    path: "/api/v1/pay-link",
    access: "anonymous",
    request: PayLinkRequest,
    answer: PayLinkResponse,
    rateLimit: "quick-pay",
    summary: "pay by link: what the e-mailed link pays",
  },
  payLinkCheckout: {
    method: "POST",
    path: "/api/v1/pay-link/checkout",
    access: "anonymous",
    request: PayLinkRequest,
    answer: GetFpHashResponse,
    rateLimit: "quick-pay",
    summary: "pay by link: the hosted payment page's signed form for the link's accounts and amounts",
  },
  payLinkPaymentDetails: {
    method: "POST",
    path: "/api/v1/pay-link/payment-details",
    access: "anonymous",
    request: v.object({ ...PayLinkRequest.entries, ...PaymentDetailsRequest.entries }),
    answer: PaymentDetailsResponse,
    // No per-address limit: the result page asks again while pending, and a 256-bit token is not guessed.
    summary: "pay by link: the result page of the link's payment",
  },
} as const satisfies Record<string, RouteEntry>;
