import { DEV_PORTAL_KEY, DEV_SESSION_SECRET } from "@paygpa/runtime/demo-secrets";
import { afterEach, describe, expect, it, vi } from "vitest";

const ownSecret = "portal-own-secret-".padEnd(40, "x");

/** Reads the portal's configuration afresh from an environment. */
async function loadEnv(values: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import("./env.server")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a production portal refuses demo and short secrets", () => {
  it("refuses the published development session secret", async () => {
    await expect(
      loadEnv({
        PAYGPA_MODE: "production",
        PAYGPA_SESSION_SECRET: DEV_SESSION_SECRET,
        PAYGPA_PORTAL_KEY: ownSecret,
      }),
    ).rejects.toThrow("PAYGPA_SESSION_SECRET is a published demo value");
  });

  it("refuses the published development portal key", async () => {
    await expect(
      loadEnv({
        PAYGPA_MODE: "production",
        PAYGPA_SESSION_SECRET: ownSecret,
        PAYGPA_PORTAL_KEY: DEV_PORTAL_KEY,
      }),
    ).rejects.toThrow("PAYGPA_PORTAL_KEY is a published demo value");
  });

  it("refuses a session secret shorter than 32 characters", async () => {
    await expect(
      loadEnv({
        PAYGPA_MODE: "production",
        PAYGPA_SESSION_SECRET: "short-secret",
        PAYGPA_PORTAL_KEY: ownSecret,
      }),
    ).rejects.toThrow("PAYGPA_SESSION_SECRET must be at least 32 characters");
  });

  it("starts with secrets of its own, and has no control token", async () => {
    const env = await loadEnv({
      PAYGPA_MODE: "production",
      PAYGPA_SESSION_SECRET: ownSecret,
      PAYGPA_PORTAL_KEY: `${ownSecret}-key`,
    });
    expect(env.control).toBeNull();
  });
});

describe("the portal waits for the BFF as long as the BFF may wait for billing (a defect a new customer met)", () => {
  it("gives one BFF call longer than two rounds of billing calls at the BFF's 10 s limit", async () => {
    const env = await loadEnv({ PAYGPA_MODE: "test" });
    expect(env.bffTimeoutMs).toBeGreaterThan(2 * 10_000);
  });
});
