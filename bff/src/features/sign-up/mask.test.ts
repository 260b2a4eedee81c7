import { describe, expect, it } from "vitest";
import { maskEachWord, maskedCustomerName, maskEmail } from "./mask";

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

describe("what step 2 shows once the zip is proved (decision 011)", () => {
  it("masks each word of an address, phone or e-mail as names are masked", () => {
    expect(maskEachWord("123 Marine Corps Dr")).toBe("12* Ma**** Co*** Dr");
    expect(maskEachWord("(671) 888-1015")).toBe("(6*** 88******");
    expect(maskEachWord("maria.cruz@example.com")).toBe(`ma${"*".repeat(20)}`);
  });
});
