/**
 * The BFF's routes as data (decision 017): one entry per route the portal or the gateway calls,
 * grouped by domain — the spec's path, who may call it, the request and answer schemas, the error
 * codes it can answer. The BFF mounts its routes from this table, one router per domain (`src/platform/http/mount-routes.ts`), publishes it as
 * OpenAPI (`GET /api/openapi.json`), and the portal derives its typed client from it
 * (`RouteInput<"name">`, `RouteAnswer<"name">`). Pure data: imports valibot and the contract only.
 */
import type * as v from "valibot";
import type { RouteEntry } from "./route-entry";
import { accountsRoutes } from "./accounts";
import { adminUsersRoutes } from "./admin-users";
import { announcementsRoutes } from "./announcements";
import { auditLogRoutes } from "./audit-log";
import { authRoutes } from "./auth";
import { customerPasswordResetRoutes } from "./customer-password-reset";
import { dashboardRoutes } from "./dashboard";
import { forgotRoutes } from "./forgot";
import { helpRoutes } from "./help";
import { maintenanceRoutes } from "./maintenance";
import {
  customerMessagesRoutes,
  notificationsRoutes,
  textNumberRoutes,
  textWebhookRoutes,
} from "./notifications";
import { paymentArrangementRoutes } from "./payment-arrangement";
import { paymentExtensionRoutes } from "./payment-extension";
import { dueDateRoutes } from "./due-date";
import { budgetBillingRoutes } from "./budget-billing";
import { budgetBillingReportRoutes } from "./budget-billing-report";
import { signedFormRoutes } from "./signed-forms";
import { paymentsRoutes } from "./payments";
import { phonedInRoutes } from "./phoned-in";
import { profileRoutes } from "./profile";
import { reportsRoutes } from "./reports";
import { reportsFollowUpRoutes } from "./reports-follow-up";
import { signUpRoutes } from "./sign-up";
import { surveyRoutes } from "./survey";
import { uploadPathRoutes } from "./upload-path";
import { walletRoutes } from "./wallet";
import { autopayRoutes } from "./autopay";
import { paymentTimelineRoutes } from "./payment-timeline";
import { usageRoutes } from "./usage";
import { outagesRoutes } from "./outages";
import { outageReportRoutes } from "./outage-report";
import { outageAlertReportRoutes } from "./outage-alert-report";

export type { RouteAccess, RouteEntry, RouteRateLimit } from "./route-entry";

/** The sign-in of the back office, beside the customers' own (its other routes are the back office's). */
const { adminLogin, ...adminUsersOwnRoutes } = adminUsersRoutes;
/** Usage: the customer's own views and downloads, and the back office's for any account. */
const { adminUsageView, adminUsageDownloadXml, adminUsageDownloadCsv, ...customerUsageRoutes } = usageRoutes;

/**
 * Every route of the BFF, by domain, then by name (decision 017): the BFF mounts one router per
 * domain (`bff/src/http-routes.ts`). Each feature's routes stay in the contract file of the same
 * name as its folder under `bff/src/features/`; a name is unique across all domains (checked below
 * by the type checker), so the portal still calls a route by its name alone.
 */
export const contract = {
  /** Signing in and out, the session, sign-up, forgot password / username. */
  access: { ...authRoutes, adminLogin, ...signUpRoutes, ...forgotRoutes },
  /** A customer's accounts: the dashboard, bills, profile, notification settings, help, the survey. */
  accounts: {
    ...accountsRoutes,
    ...dashboardRoutes,
    ...profileRoutes,
    ...notificationsRoutes,
    ...textNumberRoutes,
    ...textWebhookRoutes,
    ...helpRoutes,
    ...surveyRoutes,
    ...customerUsageRoutes,
  },
  /** Paying: the account check, checkout, the gateway's relay, quick pay, phoned-in pay links, the timeline. */
  payments: { ...paymentsRoutes, ...phonedInRoutes, ...customerMessagesRoutes, ...paymentTimelineRoutes },
  /** Saved cards (decision 030). */
  wallet: walletRoutes,
  /** AutoPay (decisions 031, 032). */
  autopay: autopayRoutes,
  /** Outages (decision 046): report one, its status, planned work, the island, quick access, the back office report of calls. */
  outages: { ...outagesRoutes, ...outageReportRoutes, ...outageAlertReportRoutes },
  /** The payment arrangement (spec 002 §4) and its signed forms. */
  arrangement: { ...paymentArrangementRoutes, ...signedFormRoutes },
  /** The payment extension (decision 045): the customer's, a clerk's, and its settings. */
  paymentExtension: paymentExtensionRoutes,
  /** The preferred due date (decision 047): the customer's, a clerk's, its setting and report. */
  dueDate: dueDateRoutes,
  /** Budget billing (decision 043): the customer's, a clerk's, and its review threshold. */
  budgetBilling: { ...budgetBillingRoutes, ...budgetBillingReportRoutes },
  /** The back office (spec 000): admin users, announcements, maintenance, reports, audit log, resets, the file path. */
  backOffice: {
    ...adminUsersOwnRoutes,
    ...announcementsRoutes,
    ...maintenanceRoutes,
    ...reportsRoutes,
    ...reportsFollowUpRoutes,
    ...auditLogRoutes,
    ...customerPasswordResetRoutes,
    ...uploadPathRoutes,
    adminUsageView,
    adminUsageDownloadXml,
    adminUsageDownloadCsv,
  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
export type Contract = typeof contract;
export type RouteDomain = keyof Contract;
/** The names of one domain's routes. */
export type DomainRouteName<TDomain extends RouteDomain> = keyof Contract[TDomain] & string;

export const ROUTE_DOMAINS = Object.keys(contract) as RouteDomain[];

type UnionToIntersection<U> = (U extends unknown ? (member: U) => void : never) extends (
  member: infer I,
) => void
  ? I
  : never;

/** Every route by its name alone, the domains flattened (the portal's `RouteInput<"name">` …). */
export type Routes = UnionToIntersection<Contract[RouteDomain]>;
export type RouteName = keyof Routes & string;

/** A name two domains share: `never` while every name is unique. */
type SharedName = {
  [D in RouteDomain]: { [E in Exclude<RouteDomain, D>]: keyof Contract[D] & keyof Contract[E] }[Exclude<
    RouteDomain,
    D
  >];
}[RouteDomain];
/** Fails the type check, naming the route, when two domains give a route the same name. */
const everyNameUnique: [SharedName] extends [never] ? true : SharedName = true;
void everyNameUnique;

function flatten(domains: Contract): Routes {
  const flat: Record<string, RouteEntry> = {};
  for (const domain of Object.values(domains) as Array<Record<string, RouteEntry>>) {
    for (const [name, entry] of Object.entries(domain)) {
      if (name in flat) throw new Error(`the route name ${name} is in two domains`);
      flat[name] = entry;
    }
  }
  return flat as Routes;
}

/** The same routes by name alone. */
export const routes: Routes = flatten(contract);

/** The domain of each route (the OpenAPI document's tag, the BFF's router). */
export const domainOfRoute = Object.fromEntries(
  ROUTE_DOMAINS.flatMap((domain) => Object.keys(contract[domain]).map((name) => [name, domain])),
) as Record<RouteName, RouteDomain>;

type SchemaOf<TEntry, TKey extends "request" | "answer"> = TEntry extends { readonly [K in TKey]: infer S }
  ? S extends v.GenericSchema
    ? S
    : never
  : never;

/** What the portal sends to a route (the schema's input); `undefined` when it reads none. */
export type RouteInput<TName extends RouteName> = [SchemaOf<Routes[TName], "request">] extends [never]
  ? undefined
  : v.InferInput<SchemaOf<Routes[TName], "request">>;

/** What the BFF's handler receives once the request schema has parsed it. */
export type RouteParsedInput<TName extends RouteName> = [SchemaOf<Routes[TName], "request">] extends [never]
  ? undefined
  : v.InferOutput<SchemaOf<Routes[TName], "request">>;

/** What a route answers (the answer schema's input: the body as sent); `undefined` for a 204. */
export type RouteAnswer<TName extends RouteName> = [SchemaOf<Routes[TName], "answer">] extends [never]
  ? undefined
  : v.InferInput<SchemaOf<Routes[TName], "answer">>;
