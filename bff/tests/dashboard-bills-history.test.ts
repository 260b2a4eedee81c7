/**
 * The dashboard's bills, statement, payment history, charts and paperless routes (spec 002 §2; spec 002
 * §2, §7, §8): each refuses another customer's account, validates its input, and answers billing's
 * failures with the catalogue's text of its screen.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardMessages } from "@paygpa/contract";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
let mariaToken: string;
let rosaToken: string;
const maria = persona("postpaid-current");
const mariaAccount = maria.accounts[0]!.accountId;
const rosa = persona("prepaid-only");
const rosaAccount = rosa.accounts[0]!.accountId;
const joseAccount = persona("postpaid-overdue").accounts[0]!.accountId;

beforeAll(async () => {
  stack = await startStack();
  mariaToken = (await stack.login(maria.username, maria.password)).body.token;
  rosaToken = (await stack.login(rosa.username, rosa.password)).body.token;
});
afterAll(() => stack.close());

const post = (path: string, body: unknown, token = mariaToken) => stack.call(path, { token, body });

async function billingFault(route: string, status: number | null) {
  await fetch(`${stack.ccb}/__control/faults`, {
    method: status === null ? "DELETE" : "PUT",
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    body: status === null ? undefined : JSON.stringify({ route, status }),
  });
}

const ROUTES: [string, Record<string, unknown>][] = [
  ["/api/v1/my-bills-list", {}],
  ["/api/v1/view-bill", { billId: "1" }],
  ["/api/v1/statement", {}],
  ["/api/v1/payment-history", {}],
  ["/api/v1/user-consumption-chart", {}],
  ["/api/v1/user-consumption-chart-prepaid", { energyChartPeriod: 0 }],
  ["/api/v1/paper-less-details", {}],
  ["/api/v1/update-paper-less-details", { routeType: "ONLINE" }],
];

describe("every dashboard route refuses another customer's account", () => {
  it.each(ROUTES)("%s answers 403 and no data for an account not in the session", async (path, extra) => {
    const { status, body } = await post(path, { accountId: joseAccount, ...extra });
    expect(status).toBe(403);
    expect(body).toEqual({
      error: { code: "FORBIDDEN", message: "You are not allowed to see this account." },
    });
  });

  it.each(ROUTES)("%s answers 401 without a session", async (path, extra) => {
    expect((await stack.call(path, { body: { accountId: mariaAccount, ...extra } })).status).toBe(401);
  });

  it.each(ROUTES)("%s refuses a malformed account number with the spec's message", async (path, extra) => {
    const { status, body } = await post(path, { accountId: "12", ...extra });
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain("Account number is invalid.");
  });
});

describe("My Bills (spec 002 §2, §3)", () => {
  it("pages the bills newest first with MM/YYYY bill dates and the total count", async () => {
    const first = await post("/api/v1/my-bills-list", { accountId: mariaAccount, page: 1, pageSize: 5 });
    expect(first.status).toBe(200);
    expect(first.body.result).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(5);
    expect(first.body.result[0].billDate).toMatch(/^\d{2}\/\d{4}$/);
    expect(first.body.result[0].dueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const second = await post("/api/v1/my-bills-list", { accountId: mariaAccount, page: 2, pageSize: 5 });
    expect(second.body.result[0].billID).not.toBe(first.body.result[0].billID);
  });

  it("answers 'Server failed! \\nPlease try again!' when billing fails", async () => {
    await billingFault("/rest/apis/customer/financials/bills/search", 500);
    const { status, body } = await post("/api/v1/my-bills-list", { accountId: mariaAccount });
    await billingFault("*", null);
    expect(status).toBe(502);
    expect(body.error.message).toBe(dashboardMessages.myBillsFailed);
  });

  it("gives a signed link that opens the customer's bill, and the link edited to another account is refused", async () => {
    const bills = await post("/api/v1/my-bills-list", { accountId: mariaAccount });
    const { status, body } = await post("/api/v1/view-bill", {
      accountId: mariaAccount,
      billId: bills.body.result[0].billID,
    });
    expect(status).toBe(200);
    // The stack's billing listens on a free port; the link's host is the configured presentment site.
    const link = new URL(body.result.url);
    const served = new URL(`${link.pathname}${link.search}`, stack.ccb);
    const page = await fetch(served);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(mariaAccount);
    const edited = new URL(served);
    edited.searchParams.set("account", joseAccount);
    expect((await fetch(edited)).status).toBe(403);
  });

  it("refuses a bill that is not the account's", async () => {
    const { status, body } = await post("/api/v1/view-bill", {
      accountId: mariaAccount,
      billId: "999999999",
    });
    expect(status).toBe(404);
    expect(body.error.message).toBe(dashboardMessages.billNotFound);
  });
});

describe("Statement and Payment History (spec 002 §3, §8, §9)", () => {
  it("shows at most 18 lines, dates MM/DD/YYYY, PS as 'Payment'", async () => {
    const history = await post("/api/v1/payment-history", { accountId: mariaAccount });
    expect(history.status).toBe(200);
    expect(history.body.result.length).toBeGreaterThan(0);
    expect(history.body.result.length).toBeLessThanOrEqual(18);
    expect(history.body.result[0].paymentDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(history.body.result.map((line: { type: string }) => line.type)).toContain("Payment");
    expect(history.body.webPayments).toEqual([]);
    const statement = await post("/api/v1/statement", { accountId: mariaAccount });
    expect(statement.body.result.length).toBeLessThanOrEqual(18);
    expect(statement.body.result.map((line: { type: string }) => line.type)).toContain("Bill");
  });

  it("answers 'Server failed! Try again later!' when billing fails", async () => {
    await billingFault("/rest/apis/customer/financials/accountData/*", 503);
    const history = await post("/api/v1/payment-history", { accountId: mariaAccount });
    const statement = await post("/api/v1/statement", { accountId: mariaAccount });
    await billingFault("*", null);
    expect(history.body.error.message).toBe(dashboardMessages.statementsFailed);
    expect(statement.body.error.message).toBe(dashboardMessages.statementsFailed);
  });
});

describe("Consumption (spec 002 §9)", () => {
  it("charts 12 months with rounded averages for a postpaid account", async () => {
    const { body } = await post("/api/v1/user-consumption-chart", { accountId: mariaAccount });
    expect(body.result.months).toHaveLength(12);
    expect(Number.isInteger(body.result.averageKwh)).toBe(true);
  });

  it("gives a prepaid account 30 days per period and its prepaid figures", async () => {
    const zero = await post(
      "/api/v1/user-consumption-chart-prepaid",
      { accountId: rosaAccount, energyChartPeriod: 0 },
      rosaToken,
    );
    expect(zero.status).toBe(200);
    expect(zero.body.result.days).toHaveLength(30);
    expect(zero.body.result).toHaveProperty("prepayBalance");
    const two = await post(
      "/api/v1/user-consumption-chart-prepaid",
      { accountId: rosaAccount, energyChartPeriod: 2 },
      rosaToken,
    );
    expect(two.body.result.days[0]).not.toBe(zero.body.result.days[0]);
  });

  it("refuses a period other than 0, 1 or 2", async () => {
    const { status } = await post(
      "/api/v1/user-consumption-chart-prepaid",
      { accountId: rosaAccount, energyChartPeriod: 3 },
      rosaToken,
    );
    expect(status).toBe(400);
  });
});

describe("Paperless Billing (spec 002 §4, §7, §8)", () => {
  it("loads the bill route type, updates it, and billing keeps it", async () => {
    const before = await post("/api/v1/paper-less-details", { accountId: mariaAccount, division: "GPA" });
    expect(before.status).toBe(200);
    const other = before.body.result.details.billRouteType === "ONLINE" ? "POSTAL" : "ONLINE";
    const updated = await post("/api/v1/update-paper-less-details", {
      accountId: mariaAccount,
      routeType: other,
    });
    expect(updated.body).toEqual({ response: { returnCd: "0", errorMessage: "" } });
    const after = await post("/api/v1/paper-less-details", { accountId: mariaAccount });
    expect(after.body.result.details.billRouteType).toBe(other);
  });

  it("refuses a route type other than ONLINE or POSTAL", async () => {
    expect(
      (await post("/api/v1/update-paper-less-details", { accountId: mariaAccount, routeType: "EMAIL" }))
        .status,
    ).toBe(400);
  });

  it("answers 'Server Error! ' on load and 'Server Error!' on update when billing fails", async () => {
    await billingFault("/rest/apis/customer/v-model/accounts/*", 500);
    const load = await post("/api/v1/paper-less-details", { accountId: mariaAccount });
    const update = await post("/api/v1/update-paper-less-details", {
      accountId: mariaAccount,
      routeType: "ONLINE",
    });
    await billingFault("*", null);
    expect(load.body.error.message).toBe("Server Error! ");
    expect(update.body.error.message).toBe("Server Error!");
  });
});
