import { describe, expect, it } from "vitest";
import { comesFromThePortal } from "./same-origin";

const PORTAL = "https://pay.gpa.example";
const post = { method: "POST", fetchSite: undefined, origin: undefined, referer: undefined, host: undefined };

describe("comesFromThePortal", () => {
  it("lets reads through from anywhere", () => {
    expect(comesFromThePortal({ ...post, method: "GET", fetchSite: "cross-site" }, PORTAL)).toBe(true);
    expect(comesFromThePortal({ ...post, method: "HEAD" }, PORTAL)).toBe(true);
  });

  it("takes a post the browser says came from the portal's own pages", () => {
    expect(comesFromThePortal({ ...post, fetchSite: "same-origin", origin: "null" }, PORTAL)).toBe(true);
    expect(comesFromThePortal({ ...post, origin: PORTAL }, PORTAL)).toBe(true);
    expect(comesFromThePortal({ ...post, referer: `${PORTAL}/dashboard/help` }, PORTAL)).toBe(true);
  });

  it("refuses a post from a page on another port of the same host (same site, other origin)", () => {
    expect(
      comesFromThePortal({ ...post, fetchSite: "same-site", origin: "https://pay.gpa.example:8443" }, PORTAL),
    ).toBe(false);
    expect(comesFromThePortal({ ...post, origin: "https://pay.gpa.example:8443" }, PORTAL)).toBe(false);
    expect(comesFromThePortal({ ...post, fetchSite: "cross-site", origin: PORTAL }, PORTAL)).toBe(false);
  });

  it("refuses a post that says nowhere where it came from, or an opaque origin", () => {
    expect(comesFromThePortal(post, PORTAL)).toBe(false);
    expect(comesFromThePortal({ ...post, origin: "null" }, PORTAL)).toBe(false);
    expect(comesFromThePortal({ ...post, origin: "null", referer: "https://evil.example/x" }, PORTAL)).toBe(
      false,
    );
    expect(comesFromThePortal({ ...post, method: "DELETE", origin: "file://" }, PORTAL)).toBe(false);
  });

  it("without a configured public URL, compares with the Host the browser used", () => {
    const local = { ...post, host: "127.0.0.1:3000" };
    expect(comesFromThePortal({ ...local, origin: "http://127.0.0.1:3000" }, null)).toBe(true);
    expect(comesFromThePortal({ ...local, origin: "http://127.0.0.1:4000" }, null)).toBe(false);
    expect(comesFromThePortal({ ...post, origin: "http://127.0.0.1:3000" }, null)).toBe(false);
  });
});
