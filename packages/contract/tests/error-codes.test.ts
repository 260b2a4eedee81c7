/** The BFF's error codes are a closed list: a code outside it fails the type check, and is not one. */
import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode, isErrorCode } from "../src/error-codes";

describe("the error codes", () => {
  it("lists each code once, in the BFF's SHOUTING_CASE", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it("knows a listed code and refuses any other, in types and at run time", () => {
    const listed: ErrorCode = "SESSION_EXPIRED";
    // @ts-expect-error: a code that is not in the list does not type-check.
    const unlisted: ErrorCode = "SESION_EXPIRED";
    expect(isErrorCode(listed)).toBe(true);
    expect(isErrorCode(unlisted)).toBe(false);
    expect(isErrorCode("UNREACHABLE")).toBe(false);
  });
});
