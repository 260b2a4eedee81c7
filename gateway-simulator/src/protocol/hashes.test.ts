import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSha1,
  e4Date,
  fingerprintHash,
  relayResponseHash,
  signE4Request,
  verifyE4Request,
} from "./hashes";

describe("fingerprintHash", () => {
  it("is the lowercase hex HMAC-MD5 of login^sequence^timestamp^amount^currency", () => {
    const expected = createHmac("md5", "key")
      .update("WSP-GPA-RES-01^100234^1763683200^125.40^USD")
      .digest("hex");
    expect(
      fingerprintHash(
        {
          login: "WSP-GPA-RES-01",
          sequence: "100234",
          timestamp: "1763683200",
          amount: "125.40",
          currency: "USD",
        },
        "key",
      ),
    ).toBe(expected);
  });

  it("ends with a caret when the currency is empty", () => {
    const expected = createHmac("md5", "key").update("L^1^2^3.00^").digest("hex");
    expect(
      fingerprintHash({ login: "L", sequence: "1", timestamp: "2", amount: "3.00", currency: "" }, "key"),
    ).toBe(expected);
  });
});

describe("relayResponseHash", () => {
  it("is the MD5 of response key + login + trans id + amount with 2 decimals", () => {
    const expected = createHash("md5").update("rkWSP-GPA-RES-0112345678910.50").digest("hex");
    expect(relayResponseHash("rk", "WSP-GPA-RES-01", "123456789", "10.5")).toBe(expected);
    expect(relayResponseHash("rk", "WSP-GPA-RES-01", 123456789, 10.5)).toBe(expected);
  });
});

describe("signE4Request", () => {
  const date = new Date("2025-11-21T09:57:15.123Z");
  const body = '{"amount":"10.00"}';

  it("signs METHOD, content type, body SHA-1, date and path with HMAC-SHA1 in base64", () => {
    const headers = signE4Request({
      method: "post",
      requestTarget: "/transaction/v12",
      body,
      keyId: "42",
      hmacKey: "k",
      date,
    });
    const message = `POST\napplication/json\n${contentSha1(body)}\n2025-11-21T09:57:15Z\n/transaction/v12`;
    expect(headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-GGe4-Date": "2025-11-21T09:57:15Z",
      "X-GGe4-Content-SHA1": createHash("sha1").update(body).digest("hex"),
      Authorization: `GGE4_API 42:${createHmac("sha1", "k").update(message).digest("base64")}`,
    });
  });

  it("round-trips through verifyE4Request, and fails when anything changes", () => {
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v12",
      body,
      keyId: "42",
      hmacKey: "k",
      date,
    });
    const input = {
      method: "POST",
      requestTarget: "/transaction/v12",
      rawBody: body,
      headers: {
        authorization: headers.Authorization,
        contentType: headers["Content-Type"],
        date: headers["X-GGe4-Date"],
        contentSha1: headers["X-GGe4-Content-SHA1"],
      },
      keyId: "42",
      hmacKey: "k",
      now: date,
      maxSkewSeconds: 900,
    };
    expect(verifyE4Request(input)).toEqual({ ok: true });
    expect(verifyE4Request({ ...input, hmacKey: "other" }).ok).toBe(false);
    expect(verifyE4Request({ ...input, keyId: "43" }).ok).toBe(false);
    expect(verifyE4Request({ ...input, requestTarget: "/transaction/v11" }).ok).toBe(false);
    expect(verifyE4Request({ ...input, rawBody: '{"amount":"1.00"}' }).ok).toBe(false);
    expect(verifyE4Request({ ...input, now: new Date(date.getTime() + 901_000) }).ok).toBe(false);
  });

  it("writes X-GGe4-Date without milliseconds", () => {
    expect(e4Date(date)).toBe("2025-11-21T09:57:15Z");
  });
});
