/**
 * Logs an operator can use (decision 023), proved on the whole stack: a login, a customer's
 * password reset through its e-mailed link and a quick payment with a card number typed on the
 * gateway's hosted page go through the four real services, whose logs the suite writes to files.
 * None of those logs may hold the card number, the CVV, the passwords or the reset link's token;
 * every line is JSON in the shared format, and one request id follows a request portal → BFF → billing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StackUrls } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { mailTo } from "./mail-helpers";
import { E2E_CVV, payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";

const SERVICES = ["portal", "bff", "ccb-simulator", "gateway-simulator"] as const;
const CARD = "4111111111111111";
const NEW_PASSWORD = "Island#Breeze26";

/** Each service's log as the suite captured it (the BFF's sits beside its database). */
function logOf(service: (typeof SERVICES)[number]): string {
  const dir = service === "bff" ? process.env.PAYGPA_E2E_BFF_DIR : process.env.PAYGPA_E2E_LOG_DIR;
  if (!dir) throw new Error("the suite's log folders are not set (playwright.config.ts)");
  return readFileSync(join(dir, `${service}.log`), "utf8");
}

function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function resetLinkOf(stack: StackUrls, to: string): Promise<URL> {
  const mail = await mailTo(stack, to, /^PayGPA: set a new password$/);
  return new URL(/https?:\/\/\S+\/reset-password#\S+/.exec(mail.text)?.[0] ?? "http://missing/");
}

test.describe("logs an operator can use", () => {
  test.setTimeout(90_000);

  test("a login, a password reset and a card payment leave no card number, password or reset token in any log", async ({
    page,
    stack,
  }) => {
    // A login.
    const customer = persona("postpaid-current");
    await logIn(page, customer.username, customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    // A password reset through the e-mailed link (the token in the link's fragment and, in the
    // old form of the link, in its path).
    const who = persona("locked");
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await dialog.getByLabel("Account Number").fill(who.accounts[0]!.accountId);
    await dialog.getByLabel("Username").fill(who.username);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel("Security Answer").fill(who.securityAnswer);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Password Request Processed" })).toBeVisible();
    const link = await resetLinkOf(stack, who.email);
    const resetToken = link.hash.slice(1);
    expect(resetToken.length).toBeGreaterThan(16);
    await page.goto(`/reset-password/${resetToken}`);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await logIn(page, who.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    // A card payment on the gateway's hosted page.
    await quickPayUpToGateway(page, persona("postpaid-overdue"), "12.34");
    await payOnGatewayPage(page, { number: CARD });
    await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });

    const secrets = [
      ["the card number", CARD],
      ["the CVV", E2E_CVV],
      ["the customer's password", customer.password],
      ["the new password", NEW_PASSWORD],
      ["the security answer", who.securityAnswer],
      ["the reset link's token", resetToken],
    ] as const;
    const lines: Record<(typeof SERVICES)[number], Record<string, unknown>[]> = {
      portal: [],
      bff: [],
      "ccb-simulator": [],
      "gateway-simulator": [],
    };
    for (const service of SERVICES) {
      const text = logOf(service);
      for (const [what, secret] of secrets) {
        // The CVV alone, not as a part of a longer run (a request id or a duration may hold its digits).
        const found =
          what === "the CVV"
            ? new RegExp(`(?<![0-9A-Za-z-])${secret}(?![0-9A-Za-z-])`).test(text)
            : text.includes(secret);
        expect(found, `${what} in the ${service} log`).toBe(false);
      }
      lines[service] = jsonLines(text);
      expect(
        lines[service].some((line) => line.msg === "request"),
        `request lines in the ${service} log`,
      ).toBe(true);
      for (const line of lines[service].filter((one) => one.msg === "request")) {
        expect(line).toMatchObject({
          service,
          method: expect.any(String),
          route: expect.any(String),
          status: expect.any(Number),
        });
        expect(String(line.route)).not.toContain("?");
      }
    }

    // One id follows a customer's request from the portal to the BFF and on to billing.
    const idsOf = (service: (typeof SERVICES)[number]) =>
      new Set(
        lines[service].map((line) => line.requestId).filter((id): id is string => typeof id === "string"),
      );
    const portalIds = idsOf("portal");
    const bffIds = idsOf("bff");
    const followed = [...idsOf("ccb-simulator")].filter((id) => portalIds.has(id) && bffIds.has(id));
    expect(followed.length).toBeGreaterThan(0);
    expect([...idsOf("gateway-simulator")].some((id) => bffIds.has(id))).toBe(true);
  });

  test("each service answers GET /health and GET /ready, as one stack", async ({ request, stack }) => {
    const stacks = new Set<string>();
    for (const base of [stack.portal, stack.bff, stack.ccb, stack.gateway, stack.oms]) {
      for (const path of ["/health", "/ready"]) {
        const answer = await request.get(`${base}${path}`);
        expect(answer.status(), `${base}${path}`).toBe(200);
        const body = (await answer.json()) as {
          status: string;
          stack?: string;
          peers?: { stack?: string }[];
        };
        expect(body, `${base}${path}`).toMatchObject({ status: "ok", stack: expect.any(String) });
        stacks.add(body.stack ?? "");
        // `/ready` names the peers it reached: each of this stack (decision 037).
        for (const peer of body.peers ?? []) stacks.add(peer.stack ?? "");
      }
    }
    expect([...stacks]).toHaveLength(1);
  });
});
