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

  it("leaves long digit runs that are not card numbers alone", () => {
    expect(redact({ reference: "1234567890123" })).toEqual({ reference: "1234567890123" });
  });
});
