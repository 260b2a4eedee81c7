import { describe, expect, it } from "vitest";
import { browserAddressOf } from "./browser-address";

describe("browserAddressOf", () => {
  it("with no proxy in front, counts each browser by its own connection, not the header it wrote", () => {
    expect(browserAddressOf("203.0.113.7", "10.9.9.9", 0)).toBe("203.0.113.7");
    expect(browserAddressOf("198.51.100.4", null, 0)).toBe("198.51.100.4");
    expect(browserAddressOf("::ffff:203.0.113.7", null, 0)).toBe("203.0.113.7");
  });

  it("gives two browsers two addresses by default, so each has its own login budget", () => {
    const first = browserAddressOf("203.0.113.7", null, 0);
    const second = browserAddressOf("198.51.100.4", null, 0);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first).not.toBe(second);
  });

  it("behind proxies, takes the entry the trusted proxies appended, not what the browser wrote itself", () => {
    expect(browserAddressOf("10.0.0.2", "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(browserAddressOf("10.0.0.2", "10.9.9.9, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(browserAddressOf("10.0.0.2", "10.9.9.9, 203.0.113.7, 198.51.100.1", 2)).toBe("203.0.113.7");
    expect(browserAddressOf("10.0.0.2", "2001:db8::1", 3)).toBe("2001:db8::1");
  });

  it("behind proxies, a request that came around them with no header has no address", () => {
    expect(browserAddressOf("10.0.0.2", null, 1)).toBeNull();
  });

  it("drops anything that is not an address", () => {
    expect(browserAddressOf("10.0.0.2", "evil\r\nX: y", 1)).toBeNull();
    expect(browserAddressOf("10.0.0.2", "unknown", 1)).toBeNull();
    expect(browserAddressOf(undefined, null, 0)).toBeNull();
  });
});
