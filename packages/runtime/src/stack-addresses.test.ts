import { describe, expect, it } from "vitest";
import { serviceAddress, stackAddresses } from "./stack-addresses";

describe("the addresses of one stack", () => {
  it("are the default ports when nothing is set", () => {
    expect(stackAddresses({})).toEqual({
      portal: "http://localhost:3000",
      bff: "http://localhost:3001",
      ccb: "http://localhost:3002",
      gateway: "http://localhost:3003",
    });
  });

  it("follow the ports a stack was moved to, and a URL set for a service over its port", () => {
    const env = {
      PAYGPA_PORTAL_PORT: "4000",
      PAYGPA_BFF_PORT: "4001",
      PAYGPA_GATEWAY_URL: "http://127.0.0.1:4003/",
    };
    expect(stackAddresses(env)).toMatchObject({
      portal: "http://localhost:4000",
      bff: "http://localhost:4001",
      gateway: "http://127.0.0.1:4003",
    });
    expect(serviceAddress({ PORT: "5000" }, "portal")).toBe("http://localhost:5000");
    expect(serviceAddress({ PAYGPA_BFF_URL: "http://bff:9", PAYGPA_BFF_PORT: "4001" }, "bff")).toBe(
      "http://bff:9",
    );
  });

  it("refuses a port that is not a number", () => {
    expect(() => serviceAddress({ PAYGPA_BFF_PORT: "x1" }, "bff")).toThrow(/PAYGPA_BFF_PORT/);
  });
});
