import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "./redact";

describe("redact", () => {
  it("masks card numbers and removes CVV and passwords, at any depth", () => {
    expect(
      redact({
        card_number: "4111 1111 1111 1111",
        cc_number: "5555555555554444",
        cvv: "123",
        cvd_code: "1234",
        password: "secret",
        nested: [{ note: "card 6011000000000004 used", invoice: "100234" }],
      }),
    ).toEqual({
      card_number: "############1111",
      cc_number: "############4444",
      cvv: REDACTED,
      cvd_code: REDACTED,
      password: REDACTED,
      nested: [{ note: "card ############0004 used", invoice: "100234" }],
    });
  });

  it("removes a swiped card's tracks and the 3-D Secure CAVV, whatever else they hold", () => {
    expect(
      redact({
        track1: "%B4003000123456781^LONGSEN/L. ^30091200000000000000**123******?",
        track2: ";4003000123456781=30091200000000000000?",
        cavv: "BwABB4JRdgAAAAAAiFF2AAAAAAA=",
        address: { address1: "456 My Street", zip: "K1C2N6" },
      }),
    ).toEqual({
      track1: REDACTED,
      track2: REDACTED,
      cavv: REDACTED,
      address: { address1: "456 My Street", zip: "K1C2N6" },
    });
  });

  it("leaves long digit runs that are not card numbers alone", () => {
    expect(redact({ reference: "1234567890123" })).toEqual({ reference: "1234567890123" });
  });
});
