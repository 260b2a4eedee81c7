import { describe, expect, it } from "vitest";
import { customerLoginRefusal } from "./login-refusal";

describe("customerLoginRefusal (decision 012: no user enumeration at login)", () => {
  it("answers an unknown username and a wrong password with the same text, without any count", () => {
    const unknown = customerLoginRefusal("Invalid Username or Password.");
    const wrong = customerLoginRefusal("Invalid Username or Password. You have 4 attempt(s) remaining.");
    expect(unknown).toBe("Invalid Username or Password.");
    expect(wrong).toBe(unknown);
  });

  it("passes billing's lock message through: the lock happened", () => {
    const locked =
      "Your account has been locked after 5 unsuccessful login attempts. Please use Forgot Password or contact GPA Customer Service.";
    expect(customerLoginRefusal(locked)).toBe(locked);
  });

  it("answers any other refusal of billing with the same one text", () => {
    expect(customerLoginRefusal("User not found in WEB person id type")).toBe(
      "Invalid Username or Password.",
    );
    expect(customerLoginRefusal("")).toBe("Invalid Username or Password.");
  });
});
