import { describe, expect, it } from "vitest";
import { mailSmtpUrl, serviceAddress, stackAddresses, withPortBase } from "./stack-addresses";

describe("the addresses of one stack", () => {
  it("are the default ports when nothing is set", () => {
    expect(stackAddresses({})).toEqual({
      portal: "http://localhost:3000",
      bff: "http://localhost:3001",
      ccb: "http://localhost:3002",
      gateway: "http://localhost:3003",
      sms: "http://localhost:3004",
      mailInbox: "http://localhost:3005",
      oms: "http://localhost:3007",
    });
    expect(mailSmtpUrl({})).toBe("smtp://127.0.0.1:3006");
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

describe("the address plan (PAYGPA_PORT_BASE)", () => {
  it("moves the four services and every address between them, and explicit ones still win", () => {
    const demo = { PAYGPA_MODE: "demo", PAYGPA_PORT_BASE: "5200" };
    expect(stackAddresses(demo)).toEqual({
      portal: "http://localhost:5200",
      bff: "http://localhost:5201",
      ccb: "http://localhost:5202",
      gateway: "http://localhost:5203",
      sms: "http://localhost:5204",
      mailInbox: "http://localhost:5205",
      oms: "http://localhost:5207",
    });
    expect(withPortBase(demo, "gateway")).toMatchObject({
      PAYGPA_PORTAL_PORT: "5200",
      PAYGPA_BFF_PORT: "5201",
      PAYGPA_CCB_PORT: "5202",
      PAYGPA_GATEWAY_PORT: "5203",
      PAYGPA_PORTAL_URL: "http://localhost:5200",
      PAYGPA_BFF_URL: "http://localhost:5201",
      PAYGPA_CCB_URL: "http://localhost:5202",
      PAYGPA_GATEWAY_URL: "http://localhost:5203",
      PAYGPA_GATEWAY_RELAY_URL: "http://localhost:5201/api/v1/gateway/relay",
      PAYGPA_GATEWAY_RETURN_URL: "http://localhost:5200/payment-result/{invoice}",
    });
    const explicit = withPortBase(
      { ...demo, PAYGPA_BFF_PORT: "6001", PAYGPA_CCB_URL: "http://ccb:9/" },
      "bff",
    );
    expect(explicit).toMatchObject({
      PAYGPA_BFF_PORT: "6001",
      PAYGPA_BFF_URL: "http://localhost:6001",
      PAYGPA_CCB_URL: "http://ccb:9/",
      PAYGPA_GATEWAY_RELAY_URL: "http://localhost:6001/api/v1/gateway/relay",
    });
  });

  it("points a demo or test BFF at the QA mail catcher (inbox +5, SMTP +6) unless it was given a server", () => {
    const demo = { PAYGPA_MODE: "test", PAYGPA_PORT_BASE: "5200" };
    expect(withPortBase(demo, "bff")).toMatchObject({
      PAYGPA_MAIL_INBOX_PORT: "5205",
      PAYGPA_MAIL_INBOX_URL: "http://localhost:5205",
      PAYGPA_MAIL_SMTP_PORT: "5206",
      PAYGPA_SMTP_URL: "smtp://127.0.0.1:5206",
    });
    expect(withPortBase({ ...demo, PAYGPA_MAIL_SMTP_PORT: "2525" }, "bff").PAYGPA_SMTP_URL).toBe(
      "smtp://127.0.0.1:2525",
    );
    const own = withPortBase({ ...demo, PAYGPA_SMTP_URL: "smtp://mail.example.com:587" }, "bff");
    expect(own.PAYGPA_SMTP_URL).toBe("smtp://mail.example.com:587");
    expect(() => mailSmtpUrl({ PAYGPA_MAIL_SMTP_PORT: "25x" })).toThrow(/PAYGPA_MAIL_SMTP_PORT/);
  });

  it("puts the outage-system simulator at the base + 7, under its own port or URL when given", () => {
    const demo = { PAYGPA_MODE: "demo", PAYGPA_PORT_BASE: "5200" };
    expect(withPortBase(demo, "bff")).toMatchObject({
      PAYGPA_OMS_PORT: "5207",
      PAYGPA_OMS_URL: "http://localhost:5207",
    });
    expect(withPortBase({ ...demo, PORT: "6100" }, "oms").PAYGPA_OMS_URL).toBe("http://localhost:6100");
    expect(serviceAddress({ ...demo, PAYGPA_OMS_PORT: "6107" }, "oms")).toBe("http://localhost:6107");
    expect(serviceAddress({ ...demo, PAYGPA_OMS_URL: "http://nms.example:9/" }, "oms")).toBe(
      "http://nms.example:9",
    );
  });

  it("takes PORT as the port of the service reading it only", () => {
    const env = withPortBase({ PAYGPA_MODE: "demo", PORT: "7002" }, "ccb");
    expect(env).toMatchObject({
      PAYGPA_CCB_PORT: "7002",
      PAYGPA_BFF_PORT: "3001",
      PAYGPA_PORTAL_PORT: "3000",
    });
  });

  it("leaves a production start as given, and refuses a base that is not a port", () => {
    const production = { PAYGPA_PORT_BASE: "5200" };
    expect(withPortBase(production, "bff")).toBe(production);
    expect(withPortBase(production, "bff").PAYGPA_SMTP_URL).toBeUndefined();
    expect(() => stackAddresses({ PAYGPA_PORT_BASE: "52OO" })).toThrow(/PAYGPA_PORT_BASE/);
  });
});
