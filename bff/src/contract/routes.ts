/**
 * The BFF's routes as data (decision 017): one entry per route the portal or the
 * gateway calls — the spec's path (decision 017), who may call it, the request and answer schemas. The
 * BFF mounts its routes from this table (`src/platform/http/mount-routes.ts`), publishes it as
 * OpenAPI (`GET /api/openapi.json`), and the portal derives its typed client from it
 * (`RouteInput<"name">`, `RouteAnswer<"name">`). Pure data: imports valibot and the contract only.
 */
import type * as v from "valibot";
import { accessRoutes } from "./routes-access";
import { accountRoutes } from "./routes-account";
import { phonedInRoutes } from "./routes-phoned-in";
import { arrangementRoutes } from "./routes-arrangement";
import { backOfficeRoutes } from "./routes-back-office";
import { announcementRoutes } from "./routes-announcements";
import { reportRoutes } from "./routes-reports";
import { dashboardRoutes } from "./routes-dashboard";

export type { RouteAccess, RouteEntry, RouteRateLimit } from "./route-entry";

/** Every route of the BFF, by name (the portal's client calls them by these names). */
export const routes = {
  ...accountRoutes,
  ...accessRoutes,
  ...phonedInRoutes,
  ...arrangementRoutes,
  ...backOfficeRoutes,
  ...announcementRoutes,
  ...reportRoutes,
  ...dashboardRoutes,
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
