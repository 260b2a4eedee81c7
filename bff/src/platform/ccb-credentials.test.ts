import { describe, expect, it } from "vitest";
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
