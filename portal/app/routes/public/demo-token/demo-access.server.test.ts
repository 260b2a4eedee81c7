/**
 * The demo pages ask a browser for the control token once (README "Control console"): a page
 * opened without it goes to the token form, which goes back to the page with the token in a cookie.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const ownSecret = "portal-own-secret-".padEnd(40, "x");
const token = "a-control-token-of-the-test-stack";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function load() {
  vi.resetModules();
  vi.stubEnv("PAYGPA_MODE", "test");
  vi.stubEnv("PAYGPA_SESSION_SECRET", ownSecret);
  vi.stubEnv("PAYGPA_PORTAL_KEY", `${ownSecret}-key`);
  vi.stubEnv("PAYGPA_CONTROL_TOKEN", token);
  return {
    guard: await import("../../../features/demo-access/demo-access.server"),
    page: await import("../demo-token"),
  };
}

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("nothing was thrown");
}

const tokenForm = (body: Record<string, string>) =>
  new Request("http://portal/demo/token", { method: "POST", body: new URLSearchParams(body) });

describe("the token asked once per browser", () => {
  it("sends a browser without the token to the form, remembering the page it asked for", async () => {
    const { guard } = await load();
    const answer = await thrownBy(() =>
      guard.requireDemoAccess(new Request("http://portal/demo/mail?to=a%40b.c")),
    );
    expect(answer.status).toBe(302);
    const to = new URL(answer.headers.get("Location") ?? "", "http://portal");
    expect(to.pathname).toBe("/demo/token");
    expect(to.searchParams.get("next")).toBe("/demo/mail?to=a%40b.c");
  });

  it("keeps the right token in a cookie and goes back; the cookie then opens the page", async () => {
    const { guard, page } = await load();
    const answer = (await page.action({
      request: tokenForm({ token, next: "/demo/console" }),
      context: {},
      params: {},
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/demo/console");
    const cookie = (answer.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    await expect(
      guard.requireDemoAccess(new Request("http://portal/demo/console", { headers: { Cookie: cookie } })),
    ).resolves.toBeUndefined();
  });

  it("refuses a wrong token with words, and never goes back outside the demo pages", async () => {
    const { guard, page } = await load();
    const wrong = await page.action({
      request: tokenForm({ token: "not-it", next: "/demo/console" }),
      context: {},
      params: {},
    } as never);
    expect((wrong as { init: { status: number } }).init.status).toBe(401);
    expect(guard.demoReturnPath("https://elsewhere.example/x")).toBe("/demo/console");
    expect(guard.demoReturnPath("//elsewhere.example/demo/mail")).toBe("/demo/console");
    expect(guard.demoReturnPath("/demo/token?next=x")).toBe("/demo/console");
    expect(guard.demoReturnPath("/demo/mail?to=a%40b.c")).toBe("/demo/mail?to=a%40b.c");
  });
});
