/** An account's balance, premise, usage and bill routing (GPA CM services, decision 027). */
import { type CmService, account, accountInDivision } from "./cm-service";

export const ACCOUNT_SERVICES: readonly CmService[] = [
  {
    method: "POST",
    path: "/cm/accounts/financialSummary",
    service: "CM-AccountFinancialSummary",
    summary: "Balance, due date, latest bill, cash-only flag and prepaid balances of an account",
    fields: account,
    specCalls: ["user-latest-bill v1/v2, prepaid-details, get-user-data (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/serviceAgreements",
    service: "CM-AccountServiceAgreements",
    summary: "An account's service agreements with type, status and balances",
    fields: account,
    specCalls: ["user-latest-bill (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/premise",
    service: "CM-AccountPremise",
    summary: "An account's premise address",
    fields: account,
    specCalls: ["premise-info (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/validate",
    service: "CM-AccountValidate",
    summary: "Whether an account can sign up, with the person and bill address source",
    fields: accountInDivision,
    specCalls: ["check-account-number, validate-account (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/consumption",
    service: "CM-AccountConsumption",
    summary: "24 months of billed consumption, oldest first",
    fields: account,
    specCalls: ["user-consumption-chart (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/prepaidUsage",
    service: "CM-AccountPrepaidUsage",
    summary: "A prepaid account's daily usage",
    fields: account,
    specCalls: ["user-consumption-chart-prepaid (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/billRoute",
    service: "CM-AccountBillRoute",
    summary: "How the account's bill is sent (POSTAL or ONLINE)",
    fields: account,
    specCalls: ["paper-less-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/updateBillRoute",
    service: "CM-AccountBillRouteUpdate",
    summary: "Changes how the account's bill is sent",
    fields: { AccountID: "string", billRouteType: "string" },
    specCalls: ["update-paper-less-details (spec 002 §7)"],
  },
];
