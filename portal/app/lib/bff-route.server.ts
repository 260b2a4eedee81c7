/**
 * The portal's one generic call of a BFF route, by its name in the contract's route table
 * (`routes` in `@paygpa/bff/contract`, decision 017): method, path and answer schema come from the
 * table, so no path or schema is typed twice. The answer is checked against its schema.
 */
import { type RouteInput, type RouteName, type Routes, routes } from "@paygpa/bff/contract";
import type * as v from "valibot";
import { callBff } from "./bff-call.server";

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
  const withQuery =
    route.method === "GET" && input !== undefined
      ? `${route.path}?${new URLSearchParams(input as Record<string, string>)}`
      : route.path;
  return callBff({
    method: route.method,
    path: withQuery,
    ...(options.token ? { token: options.token } : {}),
    ...(route.method === "POST" && input !== undefined ? { body: input } : {}),
    schema,
  }) as Promise<RouteResult<TName>>;
}
