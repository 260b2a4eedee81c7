import { describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { customerLoginRefusal } from "./login-refusal";

describe("customerLoginRefusal (spec 001 §8: no user enumeration at login)", () => {
  it("answers an unknown username and a wrong password with the same text, without any count", () => {
    const unknown = customerLoginRefusal("Invalid Username or Password.", false);
    const wrong = customerLoginRefusal(
      "Invalid Username or Password. You have 4 attempt(s) remaining.",
      false,
    );
    expect(unknown).toBe("Invalid Username or Password.");
    expect(wrong).toBe(unknown);
  });

  it("says the lock in the BFF's own words, whether billing locked the web user or the BFF the name", () => {
    const billing = "Your web user is LOCKED, call us (wording of billing's own)";
    expect(customerLoginRefusal(billing, false)).toBe(messages.customerLocked);
    expect(customerLoginRefusal("Invalid Username or Password.", true)).toBe(messages.customerLocked);
  });

  it("answers any other refusal of billing with the same one text", () => {
    expect(customerLoginRefusal("User not found in WEB person id type", false)).toBe(
      "Invalid Username or Password.",
    );
    expect(customerLoginRefusal("", false)).toBe("Invalid Username or Password.");
  });
});
