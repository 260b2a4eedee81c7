/**
 * The correlation timeline covers the dashboard: every BFF call the dashboard's document request
 * makes (the session check, each account's line, the person's details and the arrangement button's
 * answer, streamed after the first bytes) reaches the BFF under that request's correlation id, the one the portal answers with in
 * `X-Correlation-Id` and writes on its own request line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, logIn, persona, test } from "./fixtures";

/** The request lines of one service's log as the suite captured it (the BFF's beside its database). */
function requestLinesOf(service: "portal" | "bff"): Record<string, unknown>[] {
  const dir = service === "bff" ? process.env.PAYGPA_E2E_BFF_DIR : process.env.PAYGPA_E2E_LOG_DIR;
  if (!dir) throw new Error("the suite's log folders are not set (playwright.config.ts)");
  return readFileSync(join(dir, `${service}.log`), "utf8")
    .split("\n")
    .filter((line) => line.trim().startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request");
}

test("every BFF call of the dashboard carries the correlation id of the dashboard's request", async ({
  page,
}) => {
  const who = persona("postpaid-and-prepaid");
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const response = await page.reload();
  const correlationId = response?.headers()["x-correlation-id"] ?? "";
  expect(correlationId).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  // The streamed parts are in: both tables' lines and the greeting from the person's details.
  for (const name of ["Postpaid Accounts", "Prepaid Accounts"]) {
    await expect(page.getByRole("table", { name }).getByText("Loading...")).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: new RegExp(who.fullName, "i") })).toBeVisible();

  // The session check (layout and screen) and the Overview's one call: both tables' lines, the
  // details and the arrangement button's answer (spec 002 §4).
  const bffRoutesOf = () =>
    [
      ...new Set(
        requestLinesOf("bff")
          .filter((line) => line.requestId === correlationId)
          .map((line) => String(line.route)),
      ),
    ].sort();
  await expect
    .poll(bffRoutesOf, { timeout: 5_000 })
    .toEqual(["/api/v1/dashboard-overview", "/api/v1/session"]);
  expect(
    requestLinesOf("portal").filter((line) => line.requestId === correlationId && line.route !== undefined),
  ).toHaveLength(1);
});
