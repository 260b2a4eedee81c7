/** Timed requests and the logins the measurements need; node:http, so that nothing pools or caches. */
import { request } from "node:http";

export interface Timed {
  status: number;
  /** Until the answer's first byte (its status line and headers). */
  ttfbMs: number;
  /** Until the last byte of the document. */
  totalMs: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function timedRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Timed> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const call = request(
      url,
      { method: init.method ?? "GET", headers: init.headers, agent: false },
      (answer) => {
        const ttfbMs = performance.now() - started;
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          done({
            status: answer.statusCode ?? 0,
            ttfbMs,
            totalMs: performance.now() - started,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        answer.on("error", fail);
      },
    );
    call.on("error", fail);
    call.end(init.body);
  });
}

/** `name=value` pairs of an answer's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(answer: Timed): string {
  const setCookie = answer.headers["set-cookie"] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((line) => line.split(";")[0]).join("; ");
}

/** A form post to the portal, from the portal's own origin (its cross-origin check asks for it). */
export function postForm(portal: string, path: string, fields: Record<string, string>, cookie = "") {
  return timedRequest(`${portal}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: portal,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Logs a customer in through the portal's home page; answers the session cookie. */
export async function portalLogin(portal: string, userName: string, password: string): Promise<string> {
  const answer = await postForm(portal, "/?index", { userName, password });
  const cookie = cookiesOf(answer);
  if (answer.status >= 400 || !cookie) throw new Error(`portal login of ${userName}: ${answer.status}`);
  const dashboard = await timedRequest(`${portal}/dashboard`, { headers: { cookie } });
  if (dashboard.status !== 200) throw new Error(`dashboard after login of ${userName}: ${dashboard.status}`);
  return cookie;
}

/** Logs a customer in at the BFF itself; answers its bearer token. */
export async function bffLogin(bff: string, userName: string, password: string): Promise<string> {
  const response = await fetch(`${bff}/api/v1/user-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName, password }),
  });
  const answer = (await response.json()) as { token?: string };
  if (!answer.token) throw new Error(`BFF login of ${userName}: ${response.status}`);
  return answer.token;
}

/** A control call (`/__control/*`) with the stack's control token; answers its JSON. */
export async function control(base: string, token: string, path: string, method = "GET", body?: unknown) {
  const response = await fetch(`${base}/__control${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
