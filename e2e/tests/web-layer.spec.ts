import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { controlFetch } from "../stack";

/** A page of another origin on the portal's own host (another port: same site, other origin). */
function otherOrigin(portal: string): string {
  const url = new URL(portal);
  url.port = String(Number(url.port) === 65_535 ? 1 : Number(url.port) + 1);
  return url.origin;
}

/** Serves `html` as if from another port of the portal's host, and opens it. */
async function openForeignPage(page: Page, portal: string, html: string): Promise<void> {
  const foreign = `${otherOrigin(portal)}/foreign.html`;
  // A whole document (its language and title), so the accessibility check every page gets passes it.
  const body = `<!doctype html><html lang="en"><head><title>Another site</title></head><body><main>${html}</main></body></html>`;
  await page.route(foreign, (route) => route.fulfill({ contentType: "text/html", body }));
  await page.goto(foreign);
}

async function logInAs(page: Page, key: string): Promise<void> {
  const who = persona(key);
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test.describe("the portal's web layer", () => {
  test("the home page and the dashboard carry the security headers", async ({ page }) => {
    const home = await page.request.get("/");
    await logInAs(page, "postpaid-current");
    const dashboard = await page.request.get("/dashboard");
    for (const response of [home, dashboard]) {
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/form-action 'self' http:\/\/(127\.0\.0\.1|localhost):\d+/);
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      // Not production: a demo may run on plain http.
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const nonces = [home, dashboard].map(
      (r) => r.headers()["content-security-policy"]?.match(/nonce-([^']+)/)?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("pages run under the policy with no violation: dialogs, login, dashboard, quick pay", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto("/");
    // A Radix dialog opens only once the page's scripts run.
    await page.getByRole("button", { name: "Forgot Password" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot Password" })).toBeVisible();
    await page.keyboard.press("Escape");
    await logInAs(page, "postpaid-current");
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
    await page.goto(`/paynow?accountId=${persona("postpaid-current").accounts[0]!.accountId}`);
    await expect(page.getByLabel("Zip Code")).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a page on another origin cannot frame the logged-in dashboard", async ({ page, stack }) => {
    await logInAs(page, "postpaid-current");
    await openForeignPage(
      page,
      stack.portal,
      `<iframe src="${stack.portal}/dashboard" title="framed"></iframe>`,
    );
    // Chromium shows its own error page in place of a page that refuses to be framed.
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: /^Hi, / })).toHaveCount(0);
  });

  test("a logout form on another port of the same host is refused, and the session stays", async ({
    page,
    stack,
  }) => {
    await logInAs(page, "postpaid-current");
    await openForeignPage(
      page,
      stack.portal,
      `<form method="post" action="${stack.portal}/logout"></form><script>document.forms[0].submit()</script>`,
    );
    await expect(page.getByText("This request did not come from the PayGPA portal.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
  });

  test("cross-origin posts to /logout and /payments/card get 403 and change nothing", async ({
    page,
    stack,
  }) => {
    const who = persona("postpaid-current");
    await logInAs(page, "postpaid-current");
    const foreign = { origin: otherOrigin(stack.portal) };
    const logout = await page.request.post("/logout", { headers: foreign, maxRedirects: 0 });
    expect(logout.status()).toBe(403);

    const payment = await page.request.post("/payments/card", {
      headers: foreign,
      data: {
        accounts: [{ accountId: who.accounts[0]!.accountId, amount: 25.5 }],
        card_type: "Visa",
        card_holder: "MARIA CRUZ",
        card_num: "4111111111111111",
        exp_date: "1230",
        CAVV: "123",
        billingZipCode: "96913",
        confirmationEmail: who.email,
      },
    });
    expect(payment.status()).toBe(403);
    const journal = (await (await controlFetch(`${stack.gateway}/__control/journal`)).json()) as {
      entries: { method: string; path: string }[];
    };
    // Nothing was sent to the gateway; the BFF's own timed searches (GET /transaction/search) may run meanwhile.
    expect(journal.entries.filter((entry) => entry.method !== "GET")).toEqual([]);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
  });

  test("a 2 MB form post is refused with 413", async ({ page, stack }) => {
    const response = await page.request.post("/?index", {
      headers: { origin: stack.portal },
      form: { userName: "x".repeat(2 * 1024 * 1024), password: "whatever" },
    });
    expect(response.status()).toBe(413);
  });

  test("the 31st bad login from one browser does not block another browser's login", async ({
    page,
    stack,
  }) => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await page.request.post("/?index", {
        headers: { origin: stack.portal, "x-forwarded-for": "203.0.113.31" },
        form: { userName: `nobody.${attempt}`, password: "Wrong#2026" },
      });
      expect(response.status()).toBe(200);
    }
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.31" });
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("alert")).toHaveText(
      "Too many attempts from your connection. Please wait a minute, then try again.",
    );

    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.32" });
    await logInAs(page, "postpaid-current");
  });
});

test.describe("the portal's error pages", () => {
  // Under a layout's address (/dashboard/…, /reset-password/…) React used to log hydration
  // errors #418 and #423.
  for (const path of ["/no-such-page", "/dashboard/no-such-page", "/reset-password/a/b"]) {
    test(`a page that does not exist (${path}) says so and the browser logs no error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      // Hydration is over once the page's requests are: an error would be logged by now.
      await page.waitForLoadState("networkidle");
      expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    });
  }
});
