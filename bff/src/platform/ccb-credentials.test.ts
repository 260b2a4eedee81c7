import { describe, expect, it } from "vitest";
import { productionEnv } from "../../tests/production-env";
import { DEV_PORTAL_KEY } from "../demo";
import { configFromEnvironment } from "../start-config";
import { ConfigError, readCcbCredentials } from "./config";

describe("billing's credentials (decision 027: OUAF REST takes HTTP Basic or a bearer token)", () => {
  it("reads none, a Basic user and password, or a bearer token", () => {
    expect(readCcbCredentials({})).toEqual({ kind: "none" });
    expect(readCcbCredentials({ PAYGPA_CCB_USER: "PAYGPA", PAYGPA_CCB_PASSWORD: "s3cret" })).toEqual({
      kind: "basic",
      user: "PAYGPA",
      password: "s3cret",
    });
    expect(readCcbCredentials({ PAYGPA_CCB_BEARER_TOKEN: " tok " })).toEqual({
      kind: "bearer",
      token: "tok",
    });
  });

  it("refuses half a pair, and both kinds at once", () => {
    expect(() => readCcbCredentials({ PAYGPA_CCB_USER: "PAYGPA" })).toThrow(ConfigError);
    expect(() => readCcbCredentials({ PAYGPA_CCB_PASSWORD: "s3cret" })).toThrow(ConfigError);
    expect(() =>
      readCcbCredentials({
        PAYGPA_CCB_USER: "PAYGPA",
        PAYGPA_CCB_PASSWORD: "x",
        PAYGPA_CCB_BEARER_TOKEN: "t",
      }),
    ).toThrow(ConfigError);
  });
});

describe("billing's credentials at a production start (decision 014's secret rules, decision 027)", () => {
  const start = (overrides: Record<string, string>) => configFromEnvironment(productionEnv(overrides));
  const noBasic = { PAYGPA_CCB_USER: "", PAYGPA_CCB_PASSWORD: "" };

  it("starts with a Basic user and a password of its own, or with a bearer token of its own", async () => {
    expect((await start({})).ccbCredentials).toMatchObject({ kind: "basic", user: "PAYGPA-INTEGRATION" });
    const token = `eyJ${"t".repeat(40)}`;
    expect((await start({ ...noBasic, PAYGPA_CCB_BEARER_TOKEN: token })).ccbCredentials).toEqual({
      kind: "bearer",
      token,
    });
  });

  it("refuses a start without billing credentials", async () => {
    await expect(start(noBasic)).rejects.toThrow(
      "PAYGPA_CCB_USER and PAYGPA_CCB_PASSWORD, or PAYGPA_CCB_BEARER_TOKEN, are required in production",
    );
  });

  it("refuses a password or token shorter than 32 characters", async () => {
    await expect(start({ PAYGPA_CCB_PASSWORD: "p".repeat(31) })).rejects.toThrow(
      "PAYGPA_CCB_PASSWORD must be at least 32 characters",
    );
    await expect(start({ ...noBasic, PAYGPA_CCB_BEARER_TOKEN: "t".repeat(31) })).rejects.toThrow(
      "PAYGPA_CCB_BEARER_TOKEN must be at least 32 characters",
    );
  });

  it("refuses a value published in this repository", async () => {
    await expect(start({ PAYGPA_CCB_PASSWORD: DEV_PORTAL_KEY })).rejects.toThrow(
      "PAYGPA_CCB_PASSWORD is a published demo value; set a secret of your own",
    );
    await expect(start({ ...noBasic, PAYGPA_CCB_BEARER_TOKEN: DEV_PORTAL_KEY })).rejects.toThrow(
      "PAYGPA_CCB_BEARER_TOKEN is a published demo value; set a secret of your own",
    );
  });

  it("keeps a demo or test start free of credentials (the simulator asks for none)", () => {
    expect(readCcbCredentials({}, "demo")).toEqual({ kind: "none" });
    expect(readCcbCredentials({ PAYGPA_CCB_PASSWORD: "", PAYGPA_CCB_USER: "" }, "test")).toEqual({
      kind: "none",
    });
  });
});
