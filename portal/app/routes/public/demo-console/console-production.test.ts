/**
 * The control console refuses to exist in production (docs/qa-guide.md): its page answers 404 there, to
 * a browser with or without a token, before anything is read from the BFF.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const ownSecret = "portal-own-secret-".padEnd(40, "x");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function consoleIn(mode: "production" | "test") {
  vi.resetModules();
  vi.stubEnv("PAYGPA_MODE", mode);
  vi.stubEnv("PAYGPA_SESSION_SECRET", ownSecret);
  vi.stubEnv("PAYGPA_PORTAL_KEY", `${ownSecret}-key`);
  vi.stubEnv("PAYGPA_CONTROL_TOKEN", "a-control-token-of-the-test-stack");
  return import("../demo-console");
}

async function answerOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const args = (url: string, init: RequestInit = {}) => ({
  request: new Request(url, init),
  context: {},
  params: {},
});

describe("the control console in production", () => {
  it("answers 404 to the page and its actions, even with the control token", async () => {
    const console = await consoleIn("production");
    const token = "a-control-token-of-the-test-stack";
    for (const url of ["http://portal/demo/console", `http://portal/demo/console?token=${token}`]) {
      expect(await answerOf(() => console.loader(args(url) as never))).toBe(404);
    }
    const form = new URLSearchParams({ intent: "reset" });
    const post = args("http://portal/demo/console", {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await answerOf(() => console.action(post as never))).toBe(404);
  });

  it("asks for the token outside production (the same guard, not a missing page)", async () => {
    const console = await consoleIn("test");
    expect(await answerOf(() => console.loader(args("http://portal/demo/console") as never))).toBe(302);
    const post = args("http://portal/demo/console", { method: "POST", body: new URLSearchParams() });
    expect(await answerOf(() => console.action(post as never))).toBe(401);
  });
});
