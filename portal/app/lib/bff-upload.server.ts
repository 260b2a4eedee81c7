/**
 * The BFF's multipart routes (spec 000 §7 uploads: `multipart: true` in the contract's table), called
 * by name like every other route: the route's text fields and at most one file as the part `myFile`.
 * Also the one read of a stored image's bytes, which the portal serves to browsers as they came.
 */
import { type RouteInput, type RouteName, type Routes, routes } from "@paygpa/contract";
import { callBff } from "./bff-call.server";
import { browserOfCalls, correlationOfCalls } from "./calls-scope.server";
import type { RouteResult } from "./bff-route.server";
import { env } from "./env.server";

type MultipartRoute = {
  [K in RouteName]: Routes[K] extends { readonly multipart: true } ? K : never;
}[RouteName];

export function callUpload<TName extends MultipartRoute>(
  name: TName,
  input: RouteInput<TName> extends undefined ? Record<string, never> : RouteInput<TName>,
  file: File | null,
  options: { token: string },
): Promise<RouteResult<TName>> {
  const route = routes[name];
  const form = new FormData();
  for (const [field, value] of Object.entries(input ?? {})) {
    if (value !== undefined && value !== null) form.append(field, String(value));
  }
  if (file) form.append("myFile", file, file.name || "upload");
  return callBff({
    method: "POST",
    path: route.path,
    token: options.token,
    body: form,
    schema: route.answer,
  }) as Promise<RouteResult<TName>>;
}

/** A stored announcement image from the BFF, passed on with the BFF's own type and headers; 404 otherwise. */
export async function announcementImageResponse(file: string): Promise<Response> {
  const path = `${routes.announcementImage.path}?${new URLSearchParams({ file })}`;
  const headers: Record<string, string> = { "x-paygpa-portal-key": env.portalKey };
  const browserAddress = browserOfCalls.getStore();
  if (browserAddress) headers["x-forwarded-for"] = browserAddress;
  const correlationId = correlationOfCalls.getStore();
  if (correlationId) headers["x-correlation-id"] = correlationId;
  let answer: Response;
  try {
    answer = await fetch(`${env.bffUrl}${path}`, {
      headers,
      signal: AbortSignal.timeout(env.bffTimeoutMs),
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
  const type = answer.headers.get("content-type") ?? "";
  if (!answer.ok || !/^image\/(png|jpeg|gif|webp)$/.test(type)) {
    await answer.body?.cancel();
    return new Response("Not found", { status: 404, headers: { "X-Content-Type-Options": "nosniff" } });
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": type,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": answer.headers.get("cache-control") ?? "no-store",
    },
  });
}
