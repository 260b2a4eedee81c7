/**
 * The BFF's routes as data (decision 017): one entry per route the portal or the
 * gateway calls — the spec's path (decision 017), who may call it, the request and answer schemas. The
 * BFF mounts its routes from this table (`src/platform/http/mount-routes.ts`), publishes it as
 * OpenAPI (`GET /api/openapi.json`), and the portal derives its typed client from it
 * (`RouteInput<"name">`, `RouteAnswer<"name">`). Pure data: imports valibot and the contract only.
 */
import type * as v from "valibot";
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
import { notificationsRoutes } from "./notifications";
import { paymentArrangementRoutes } from "./payment-arrangement";
import { paymentsRoutes } from "./payments";
import { phonedInRoutes } from "./phoned-in";
import { profileRoutes } from "./profile";
import { reportsRoutes } from "./reports";
import { signUpRoutes } from "./sign-up";
import { surveyRoutes } from "./survey";
import { uploadPathRoutes } from "./upload-path";
import { walletRoutes } from "./wallet";
import { autopayRoutes } from "./autopay";
import { paymentTimelineRoutes } from "./payment-timeline";

export type { RouteAccess, RouteEntry, RouteRateLimit } from "./route-entry";

/**
 * Every route of the BFF, by name (the portal's client calls them by these names): each BFF feature's
 * routes, in the contract file of the same name as its folder under `bff/src/features/`.
 */
export const routes = {
  ...authRoutes,
  ...adminUsersRoutes,
  ...maintenanceRoutes,
  ...accountsRoutes,
  ...paymentsRoutes,
  ...signUpRoutes,
  ...forgotRoutes,
  ...announcementsRoutes,
  ...surveyRoutes,
  ...helpRoutes,
  ...phonedInRoutes,
  ...paymentArrangementRoutes,
  ...customerPasswordResetRoutes,
  ...uploadPathRoutes,
  ...auditLogRoutes,
  ...reportsRoutes,
  ...dashboardRoutes,
  ...notificationsRoutes,
  ...profileRoutes,
  ...walletRoutes,
  ...autopayRoutes,
  ...paymentTimelineRoutes,
};
export type Routes = typeof routes;
export type RouteName = keyof Routes;

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
