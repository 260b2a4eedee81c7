import { GATEWAY_PAYMENT_PAGES, GATEWAY_REPORTING_USER, GATEWAY_TERMINAL } from "@paygpa/fixtures";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { productionEnv } from "../../tests/production-env";
import { DEV_PORTAL_KEY, demoConfig } from "../demo";
import { configFromEnvironment } from "../start-config";
import { ConfigError } from "./config";

const REPOSITORY = resolve(import.meta.dirname, "../../..");
const residential = GATEWAY_PAYMENT_PAGES.find((page) => page.customerClass === "RESID")!;

describe("PAYGPA_MODE fails closed", () => {
  it("unset, starts as production: production's settings are required, no demo default fills them", async () => {
    const { PAYGPA_MODE: _, ...unset } = productionEnv();
    expect((await configFromEnvironment(unset)).mode).toBe("production");
    await expect(configFromEnvironment({})).rejects.toThrow(
      "PAYGPA_BFF_DB or PAYGPA_DATABASE_URL is required",
    );
    await expect(configFromEnvironment({ PAYGPA_BFF_DB: ":memory:" })).rejects.toThrow(
      "PAYGPA_GATEWAY_URL is required in production",
    );
  });

  it("refuses a mode it does not know", async () => {
    await expect(configFromEnvironment({ PAYGPA_MODE: "dev" })).rejects.toThrow(ConfigError);
    await expect(configFromEnvironment({ PAYGPA_MODE: "dev" })).rejects.toThrow(
      'PAYGPA_MODE must be production, demo or test, not "dev" (unset means production)',
    );
  });
});

describe("a production start refuses demo and short secrets", () => {
  it("starts with secrets of its own, and has no control API", () => {
    const config = demoConfig(productionEnv());
    expect(config.controlApiEnabled).toBe(false);
    expect(config.control).toBeNull();
  });

  it.each([
    ["PAYGPA_PORTAL_KEY", DEV_PORTAL_KEY],
    ["PAYGPA_GATEWAY_RES_TRANSACTION_KEY", residential.transactionKey],
    ["PAYGPA_GATEWAY_RES_RESPONSE_KEY", residential.responseKey],
    ["PAYGPA_GATEWAY_TERMINAL_PASSWORD", GATEWAY_TERMINAL.password],
    ["PAYGPA_GATEWAY_HMAC_KEY", GATEWAY_TERMINAL.hmacKey],
    ["PAYGPA_GATEWAY_SEARCH_PASSWORD", GATEWAY_REPORTING_USER.password],
  ])("refuses the published demo value of %s", (name, value) => {
    expect(() => demoConfig(productionEnv({ [name]: value }))).toThrow(
      `${name} is a published demo value; set a secret of your own`,
    );
  });

  it("refuses PAYGPA_PORTAL_KEY, a secret of our own, shorter than 32 characters", () => {
    expect(() => demoConfig(productionEnv({ PAYGPA_PORTAL_KEY: "k".repeat(31) }))).toThrow(
      "PAYGPA_PORTAL_KEY must be at least 32 characters",
    );
  });

  it("starts with gateway keys of the lengths the gateway issues: page Transaction Keys of 16 and 24", () => {
    const config = demoConfig(
      productionEnv({
        PAYGPA_GATEWAY_RES_TRANSACTION_KEY: "Ltd8~F8wPp1xLq2Z",
        PAYGPA_GATEWAY_COM_TRANSACTION_KEY: "Xk2~bQ9vNw4mTz7Lr5Hs8Jd1",
        PAYGPA_GATEWAY_RES_RESPONSE_KEY: "rK3nW8zTq5Lm2Vx9",
        PAYGPA_GATEWAY_TERMINAL_PASSWORD: "m2rlvl9y",
        PAYGPA_GATEWAY_SEARCH_PASSWORD: "r3port9Q",
      }),
    );
    expect(config.payments.pages.RESID.transactionKey).toHaveLength(16);
    expect(config.payments.pages.COMM.transactionKey).toHaveLength(24);
    expect(config.payments.search.user).toBe("gpa-reporting-99");
  });

  it.each([
    ["PAYGPA_GATEWAY_COM_TRANSACTION_KEY", 16],
    ["PAYGPA_GATEWAY_COM_RESPONSE_KEY", 16],
    ["PAYGPA_GATEWAY_HMAC_KEY", 16],
    ["PAYGPA_GATEWAY_TERMINAL_PASSWORD", 8],
    ["PAYGPA_GATEWAY_SEARCH_PASSWORD", 8],
  ])("refuses %s shorter than the gateway issues (%i)", (name, length) => {
    expect(() => demoConfig(productionEnv({ [name]: "k".repeat(length - 1) }))).toThrow(
      `${name} must be at least ${length} characters (as the gateway issues it)`,
    );
  });

  it("requires the Search API's reporting user in production", () => {
    expect(() => demoConfig(productionEnv({ PAYGPA_GATEWAY_SEARCH_USER: "" }))).toThrow(
      "PAYGPA_GATEWAY_SEARCH_USER is required in production",
    );
  });

  it("keeps the demo defaults outside production", () => {
    const config = demoConfig({
      PAYGPA_MODE: "test",
      PAYGPA_BFF_DB: ":memory:",
      PAYGPA_CONTROL_TOKEN: "c".repeat(32),
    });
    expect(config.portalKey).toBe(DEV_PORTAL_KEY);
    expect(config.payments.terminal.hmacKey).toBe(GATEWAY_TERMINAL.hmacKey);
    expect(config.control?.token).toBe("c".repeat(32));
  });

  it("refuses a control token shorter than 32 characters", () => {
    expect(() =>
      demoConfig({ PAYGPA_MODE: "demo", PAYGPA_BFF_DB: ":memory:", PAYGPA_CONTROL_TOKEN: "short" }),
    ).toThrow("PAYGPA_CONTROL_TOKEN must be at least 32 characters");
  });
});

describe("upload folders (docs/deploy.md)", () => {
  it("default outside the clone, one per stack by the BFF's port, and are required in production", () => {
    const stack = (port: string) => demoConfig({ PAYGPA_MODE: "demo", PAYGPA_BFF_PORT: port });
    const first = stack("4101");
    expect(first.arrangementUploadRoot).toBe(join(tmpdir(), "paygpa-bff-4101", "arrangement-forms"));
    expect(first.announcementImages.directory).toBe(join(tmpdir(), "paygpa-bff-4101", "announcement-images"));
    expect(first.arrangementUploadRoot.startsWith(REPOSITORY)).toBe(false);
    expect(stack("4201").arrangementUploadRoot).not.toBe(first.arrangementUploadRoot);
    expect(
      demoConfig({ PAYGPA_MODE: "demo", PAYGPA_ARRANGEMENT_UPLOAD_ROOT: "/srv/forms" }).arrangementUploadRoot,
    ).toBe("/srv/forms");
    for (const name of ["PAYGPA_ARRANGEMENT_UPLOAD_ROOT", "PAYGPA_ANNOUNCEMENT_IMAGE_DIR"]) {
      expect(() => demoConfig(productionEnv({ [name]: "" }))).toThrow(`${name} is required in production`);
    }
  });
});

describe("classroom mode (PAYGPA_TRAINEES, docs/qa-guide.md)", () => {
  it("reads a class of up to 99 trainees in demo mode, none by default", () => {
    expect(demoConfig({ PAYGPA_MODE: "demo" }).trainees).toBe(0);
    expect(demoConfig({ PAYGPA_MODE: "demo", PAYGPA_TRAINEES: "20" }).trainees).toBe(20);
    expect(() => demoConfig({ PAYGPA_MODE: "demo", PAYGPA_TRAINEES: "100" })).toThrow("at most 99");
  });

  it("refuses a classroom in production", () => {
    expect(() => demoConfig(productionEnv({ PAYGPA_TRAINEES: "3" }))).toThrow("cannot be set in production");
  });
});

describe("several instances on one database (decision 020)", () => {
  it("names each start apart unless PAYGPA_INSTANCE_ID names it, and reads how long a claim lasts", () => {
    const env = { PAYGPA_MODE: "test", PAYGPA_BFF_DB: ":memory:" };
    expect(demoConfig(env).instanceId).not.toBe(demoConfig(env).instanceId);
    expect(demoConfig(env).jobLeaseSeconds).toBe(120);
    const named = demoConfig({ ...env, PAYGPA_INSTANCE_ID: "bff-a", PAYGPA_JOB_LEASE_SECONDS: "30" });
    expect([named.instanceId, named.jobLeaseSeconds]).toEqual(["bff-a", 30]);
    expect(() => demoConfig({ ...env, PAYGPA_JOB_LEASE_SECONDS: "0" })).toThrow(
      "PAYGPA_JOB_LEASE_SECONDS must be a positive whole number",
    );
  });
});
