/** One JSON call to the same BFF the portal calls, with the portal key (so the BFF trusts it alike). */
export async function bffJson<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-paygpa-portal-key": process.env.BARE_PORTAL_KEY ?? "",
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${process.env.BARE_BFF_URL}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Response(`BFF ${path}: ${response.status}`, { status: 502 });
  return (await response.json()) as T;
}

/** The BFF session token, from a plain cookie the benchmark sets (no signing: that is the portal's cost). */
export function tokenOf(request: Request): string {
  const match = /(?:^|;\s*)bare_token=([^;]+)/.exec(request.headers.get("cookie") ?? "");
  if (!match?.[1]) throw new Response("no token", { status: 401 });
  return match[1];
}
