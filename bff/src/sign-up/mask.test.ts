import { describe, expect, it } from "vitest";
import { maskedCustomerName, maskEmail } from "./mask";

describe("masked customer name at sign-up", () => {
  it("shows the first two characters of the first and of the last name, the rest starred", () => {
    expect(maskedCustomerName("FLORES,IGNACIO")).toBe("IG***** FL****");
  });
  it("keeps two-letter names whole and stars every other character of a compound last name", () => {
    expect(maskedCustomerName("LEON GUERRERO,JO")).toBe("JO LE***********");
  });
  it("masks the local part of an e-mail address", () => {
    expect(maskEmail("maria.cruz@example.com")).toBe("ma********@example.com");
  });
});
