import {
  fingerprintHash as simulatorFingerprint,
  relayResponseHash as simulatorRelayHash,
  signE4Request as simulatorSign,
} from "@paygpa/gateway-simulator";
import { describe, expect, it } from "vitest";
import {
  fingerprintHash,
  isRelayHashValid,
  receiptFields,
  relayResponseHash,
  signE4Request,
} from "./gateway-protocol";

const fields = {
  login: "WSP-GPA-RES-01",
  sequence: "200001",
  timestamp: "1795000000",
  amount: "75.25",
  currency: "USD",
};

describe("e4 protocol signatures (as the gateway computes them)", () => {
  it("fingerprints the hosted form with HMAC-MD5 over login^sequence^timestamp^amount^currency", () => {
    expect(fingerprintHash(fields, "key")).toBe(simulatorFingerprint(fields, "key"));
    expect(fingerprintHash(fields, "key")).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintHash({ ...fields, amount: "75.26" }, "key")).not.toBe(fingerprintHash(fields, "key"));
  });

  it("checks the relay's x_MD5_Hash with the page's response key", () => {
    const hash = simulatorRelayHash("resp", "WSP-GPA-RES-01", "123456789", "75.25");
    expect(relayResponseHash("resp", "WSP-GPA-RES-01", "123456789", "75.25")).toBe(hash);
    const relay = { x_login: "WSP-GPA-RES-01", x_trans_id: "123456789", x_amount: "75.25", x_MD5_Hash: hash };
    expect(isRelayHashValid(relay, "resp")).toBe(true);
    expect(isRelayHashValid(relay, "other-key")).toBe(false);
    expect(isRelayHashValid({ ...relay, x_amount: "1.00" }, "resp")).toBe(false);
    expect(isRelayHashValid({ ...relay, x_MD5_Hash: undefined }, "resp")).toBe(false);
  });

  it("signs direct API requests exactly like e4 (HMAC-SHA1)", () => {
    const input = {
      method: "POST",
      requestTarget: "/transaction/v12",
      body: '{"a":1}',
      keyId: "1",
      hmacKey: "k",
    };
    const date = new Date("2026-11-21T10:00:00.123Z");
    expect(signE4Request({ ...input, date })).toEqual({ ...simulatorSign({ ...input, date }) });
  });

  it("reads the receipt's labelled lines", () => {
    const ctr =
      "TYPE: Purchase\nREFERENCE #     : 001 000123 M\nAUTHOR. #       : ET123456\nTRANS. REF.     : 200001\n";
    expect(receiptFields(ctr)).toEqual(
      expect.arrayContaining([
        { label: "REFERENCE #", value: "001 000123 M" },
        { label: "AUTHOR. #", value: "ET123456" },
        { label: "TRANS. REF.", value: "200001" },
      ]),
    );
  });
});
