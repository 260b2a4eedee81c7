import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, routeHeadersReplaceServerOnes, webHeaders } from "./web-headers";

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

describe("routeHeadersReplaceServerOnes", () => {
  /** A response's headers as Express keeps them: `set` replaces, `append` adds a value. */
  function fakeResponse() {
    const headers = new Map<string, string[]>();
    const res = {
      headers,
      set(field: string, value?: string | string[]) {
        headers.set(field.toLowerCase(), ([] as string[]).concat(value ?? []));
        return res;
      },
      append(field: string, value?: string | string[]) {
        headers.set(field.toLowerCase(), [
          ...(headers.get(field.toLowerCase()) ?? []),
          ...([] as string[]).concat(value ?? []),
        ]);
        return res;
      },
    };
    return res;
  }

  it("lets an image's own CSP and nosniff replace the page's, once each; other headers still append", () => {
    const server = webHeaders(settings);
    const res = fakeResponse();
    for (const [name, value] of Object.entries(server)) res.set(name, value);
    routeHeadersReplaceServerOnes(res, server);
    // What Remix's adapter does with the image route's Response.
    res.append("Content-Security-Policy", "default-src 'none'; sandbox");
    res.append("X-Content-Type-Options", "nosniff");
    res.append("Set-Cookie", "a=1");
    res.append("Set-Cookie", "b=2");
    expect(res.headers.get("content-security-policy")).toEqual(["default-src 'none'; sandbox"]);
    expect(res.headers.get("x-content-type-options")).toEqual(["nosniff"]);
    expect(res.headers.get("set-cookie")).toEqual(["a=1", "b=2"]);
    expect(res.headers.get("x-frame-options")).toEqual(["DENY"]);
  });
});
