import { describe, expect, it } from "vitest";
import { readPortalServerConfig } from "./config";

const production = {
  PAYGPA_MODE: "production",
  PAYGPA_TRUSTED_PROXIES: "1",
  PAYGPA_PORTAL_URL: "https://pay.gpa.example/",
  PAYGPA_GATEWAY_PAGE_ORIGIN: "https://checkout.gateway.example/payment",
};

const demo = { PAYGPA_MODE: "demo" };

describe("readPortalServerConfig", () => {
  it("outside production, works with no settings: direct browsers, the Host header, the local gateway", () => {
    const config = readPortalServerConfig(demo);
    expect(config).toMatchObject({
      port: 3000,
      trustedProxies: 0,
      publicOrigin: null,
      gatewayPageOrigin: "http://localhost:3003",
      bodyLimitBytes: 1024 * 1024,
    });
  });

  it("in production, refuses to start unless the proxy count is set explicitly", () => {
    const { PAYGPA_TRUSTED_PROXIES: _, ...withoutProxies } = production;
    expect(() => readPortalServerConfig(withoutProxies)).toThrow(/PAYGPA_TRUSTED_PROXIES is required/);
    expect(readPortalServerConfig({ ...production, PAYGPA_TRUSTED_PROXIES: "0" }).trustedProxies).toBe(0);
  });

  it("without PAYGPA_MODE, is production (fails closed) and refuses a mode it does not know", () => {
    expect(() => readPortalServerConfig({})).toThrow(/PAYGPA_TRUSTED_PROXIES is required/);
    expect(() => readPortalServerConfig({ PAYGPA_MODE: "staging" })).toThrow(/PAYGPA_MODE must be/);
  });

  it("in production, requires the public URL and the gateway's page, and keeps their origins", () => {
    expect(() => readPortalServerConfig({ ...production, PAYGPA_PORTAL_URL: "" })).toThrow(
      /PAYGPA_PORTAL_URL/,
    );
    expect(() => readPortalServerConfig({ ...production, PAYGPA_GATEWAY_PAGE_ORIGIN: " " })).toThrow(
      /PAYGPA_GATEWAY_PAGE_ORIGIN/,
    );
    const config = readPortalServerConfig(production);
    expect(config.publicOrigin).toBe("https://pay.gpa.example");
    expect(config.gatewayPageOrigin).toBe("https://checkout.gateway.example");
  });

  it("takes PAYGPA_PORTAL_PORT over PORT, and refuses values that are not numbers", () => {
    expect(readPortalServerConfig({ ...demo, PORT: "4000", PAYGPA_PORTAL_PORT: "5000" }).port).toBe(5000);
    expect(readPortalServerConfig({ ...demo, PORT: "4000" }).port).toBe(4000);
    expect(() => readPortalServerConfig({ ...demo, PAYGPA_TRUSTED_PROXIES: "one" })).toThrow(/whole number/);
    expect(() => readPortalServerConfig({ ...demo, PAYGPA_PORTAL_URL: "pay.gpa.example" })).toThrow(
      /http\(s\) URL/,
    );
  });

  it("outside production, follows the gateway actually configured when the page origin is unset", () => {
    const at = (env: Record<string, string>) => readPortalServerConfig({ ...demo, ...env }).gatewayPageOrigin;
    expect(at({ PAYGPA_GATEWAY_URL: "http://localhost:4103" })).toBe("http://localhost:4103");
    expect(at({ PAYGPA_GATEWAY_PORT: "4203" })).toBe("http://localhost:4203");
    expect(
      at({
        PAYGPA_GATEWAY_PAYMENT_PAGE_URL: "http://127.0.0.1:4303/payment",
        PAYGPA_GATEWAY_URL: "http://localhost:4103",
      }),
    ).toBe("http://127.0.0.1:4303");
    expect(
      at({ PAYGPA_GATEWAY_PAGE_ORIGIN: "http://pay.test:9", PAYGPA_GATEWAY_URL: "http://localhost:4103" }),
    ).toBe("http://pay.test:9");
  });
});
