import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, webHeaders } from "./web-headers";

const settings = {
  nonce: "abc123",
  gatewayPageOrigin: "https://checkout.gateway.example",
  isProduction: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(settings));

  it("runs only scripts carrying this response's nonce (and what they load)", () => {
    expect(policy.get("script-src")).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });

  it("lets no other site frame the portal", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets forms post only to the portal and the gateway's payment page", () => {
    expect(policy.get("form-action")).toEqual(["'self'", "https://checkout.gateway.example"]);
  });

  it("frames only the announcement video hosts, over https", () => {
    expect(policy.get("frame-src")).toContain("https://player.vimeo.com");
    expect(policy.get("frame-src")?.every((source) => source.startsWith("https://"))).toBe(true);
  });
});

describe("webHeaders", () => {
  it("sends no referrer, no sniffing, and HSTS only in production", () => {
    const demo = webHeaders(settings);
    expect(demo["Referrer-Policy"]).toBe("no-referrer");
    expect(demo["X-Content-Type-Options"]).toBe("nosniff");
    expect(demo["Strict-Transport-Security"]).toBeUndefined();
    expect(webHeaders({ ...settings, isProduction: true })["Strict-Transport-Security"]).toMatch(
      /max-age=\d{8}/,
    );
  });
});
