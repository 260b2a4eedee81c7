import { describe, expect, it } from "vitest";
import { productionEnv } from "../../../tests/production-env";
import { demoConfig } from "../../demo";

describe("how promptly queued mail is sent (PAYGPA_MAIL_INTERVAL_MS)", () => {
  it("every second in demo and test modes, every 10 s in production, unless the variable says", () => {
    expect(demoConfig({ PAYGPA_MODE: "demo" }).mailIntervalMs).toBe(1000);
    expect(demoConfig({ PAYGPA_MODE: "test", PAYGPA_MAIL_INTERVAL_MS: "200" }).mailIntervalMs).toBe(200);
    expect(demoConfig(productionEnv()).mailIntervalMs).toBe(10_000);
    expect(demoConfig(productionEnv({ PAYGPA_MAIL_INTERVAL_MS: "5000" })).mailIntervalMs).toBe(5000);
  });

  it("refuses an interval that is not a whole number of milliseconds, or one that would spin", () => {
    for (const wrong of ["1s", "10", "-5", "0.5"])
      expect(() => demoConfig({ PAYGPA_MODE: "demo", PAYGPA_MAIL_INTERVAL_MS: wrong })).toThrow(
        "PAYGPA_MAIL_INTERVAL_MS must be a whole number of milliseconds, 50 or more",
      );
  });

  it("keeps a production start's own SMTP settings, and sets none of its own", () => {
    const { PAYGPA_SMTP_URL: _, ...without } = productionEnv();
    expect(demoConfig(without).smtpUrl).toBeNull();
    const own = productionEnv({ PAYGPA_SMTP_URL: "smtp://mailer:secret@smtp.gpa.example:587" });
    expect(demoConfig(own).smtpUrl).toBe("smtp://mailer:secret@smtp.gpa.example:587");
  });
});
