import { describe, expect, it } from "vitest";
import { browserAddressOf } from "./browser-address";

describe("browserAddressOf", () => {
  it("believes no X-Forwarded-For when the portal has no trusted proxy in front", () => {
    expect(browserAddressOf("203.0.113.7", 0)).toBeNull();
    expect(browserAddressOf(null, 1)).toBeNull();
  });

  it("takes the entry the trusted proxies appended, not what the browser wrote itself", () => {
    expect(browserAddressOf("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(browserAddressOf("10.9.9.9, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(browserAddressOf("10.9.9.9, 203.0.113.7, 198.51.100.1", 2)).toBe("203.0.113.7");
    expect(browserAddressOf("2001:db8::1", 3)).toBe("2001:db8::1");
  });

  it("drops anything that is not an address", () => {
    expect(browserAddressOf("evil\r\nX: y", 1)).toBeNull();
    expect(browserAddressOf("unknown", 1)).toBeNull();
  });
});
