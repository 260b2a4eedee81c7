/**
 * The portal's one generic call of a BFF route, by its name in the contract's route table
 * (`routes` in `@paygpa/contract`, decision 017): method, path and answer schema come from the
 * table, so no path or schema is typed twice. The answer is checked against its schema.
 */
import { type RouteInput, type RouteName, type Routes, routes } from "@paygpa/contract";
import type * as v from "valibot";
import { callBff, streamBff } from "./bff-call.server";

type AnswerSchemaOf<TName extends RouteName> = Routes[TName] extends { readonly answer: infer S }
  ? S extends v.GenericSchema
    ? S
    : null
  : null;

/** What a route answers once the portal has checked it (the answer schema's output). */
export type RouteResult<TName extends RouteName> =
  AnswerSchemaOf<TName> extends v.GenericSchema ? v.InferOutput<AnswerSchemaOf<TName>> : undefined;

export interface RouteCallOptions {
  /** The session's or quick-pay token, sent as `Authorization: Bearer`. */
  token?: string | undefined;
}

export function callRoute<TName extends RouteName>(
  name: TName,
  input: RouteInput<TName>,
  options: RouteCallOptions = {},
): Promise<RouteResult<TName>> {
  const route: Routes[RouteName] = routes[name];
  const schema = ("answer" in route ? route.answer : null) as AnswerSchemaOf<TName>;
  const withQuery = pathWithInput(route, input);
  return callBff({
    method: route.method,
    path: withQuery,
    ...(options.token ? { token: options.token } : {}),
    ...(route.method === "POST" && input !== undefined ? { body: input } : {}),
    schema,
  }) as Promise<RouteResult<TName>>;
}

/**
 * A GET's address: its path parameters (`/get-individual/:id`) filled from the input, the rest of
 * the input as the query.
 */
function pathWithInput(route: { method: string; path: string }, input: unknown): string {
  if (route.method !== "GET" || input === undefined) return route.path;
  const query = { ...(input as Record<string, string>) };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = encodeURIComponent(String(query[name] ?? ""));
    delete query[name];
    return value;
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A route whose answer is a stream (the report's CSV export): the BFF's response as it comes, for a
 * resource route to pass on; a failure is the same typed error as `callRoute`'s.
 */
export function streamRoute<TName extends RouteName>(
  name: TName,
  input: RouteInput<TName>,
  options: RouteCallOptions = {},
): Promise<Response> {
  const route: Routes[RouteName] = routes[name];
  return streamBff({ path: pathWithInput(route, input), ...(options.token ? { token: options.token } : {}) });
}
