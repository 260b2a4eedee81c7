import { DEV_BILL_LINK_SECRET } from "@paygpa/runtime/demo-secrets";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billLinkSignature } from "../src/presentment/bill-link";
import { type Simulator, startSimulator } from "./simulator";

const maria = personasFile.customers.find((c) => c.key === "postpaid-current")!;
const mariaAccount = maria.accounts[0]!.accountId;

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

function signedLink(account: string, enddate: string, now: Date) {
  const link = {
    account,
    startdate: enddate,
    enddate,
    utc: String(now.getUTCHours() * 60 + now.getUTCMinutes()),
    ts: String(Math.floor(now.getTime() / 1000)),
  };
  return new URLSearchParams({ ...link, id: billLinkSignature(DEV_BILL_LINK_SECRET, link) });
}

describe("paperless billing: the account's bill route type", () => {
  it("keeps an update, and a reset brings the fixtures' value back", async () => {
    const before = await sim.post("/rest/apis/cm/accounts/billRoute", { AccountID: mariaAccount });
    expect(before.status).toBe(200);
    const other = before.body.billRouteType === "ONLINE" ? "POSTAL" : "ONLINE";
    const updated = await sim.post("/rest/apis/cm/accounts/updateBillRoute", {
      AccountID: mariaAccount,
      billRouteType: other,
    });
    expect(updated.body.response.returnCd).toBe("0");
    expect(
      (await sim.post("/rest/apis/cm/accounts/billRoute", { AccountID: mariaAccount })).body.billRouteType,
    ).toBe(other);
    await sim.reset();
    expect(
      (await sim.post("/rest/apis/cm/accounts/billRoute", { AccountID: mariaAccount })).body.billRouteType,
    ).toBe(before.body.billRouteType);
  });

  it("refuses a route type that is neither POSTAL nor ONLINE", async () => {
    const answer = await sim.post("/rest/apis/cm/accounts/updateBillRoute", {
      AccountID: mariaAccount,
      billRouteType: "FAX",
    });
    expect(answer.status).toBe(400);
  });
});

describe("password change checked against the current password", () => {
  it("refuses a wrong current password and accepts the right one; login follows", async () => {
    const wrong = await sim.post("/rest/apis/cm/webUsers/changePassword", {
      username: maria.username,
      oldPassword: "Wrong#2026",
      password: "NewPass#2027",
    });
    expect(wrong.body.result.status).toBe("False");
    const right = await sim.post("/rest/apis/cm/webUsers/changePassword", {
      username: maria.username,
      oldPassword: maria.password,
      password: "NewPass#2027",
    });
    expect(right.body.result.status).toBe("True");
    expect((await sim.login(maria.username, "NewPass#2027")).body.loginSuccessful).toBe(true);
    expect((await sim.login(maria.username, maria.password)).body.loginSuccessful).toBe(false);
    await sim.reset();
  });
});

describe("profile update keeps the old e-mail, question and answer as dated characteristics", () => {
  it("lists CMOLDEML and the earlier CMSCQUES/CMSCAN after an update", async () => {
    const updated = await sim.post("/rest/apis/cm/persons/updateDetails", {
      PersonID: maria.personId,
      email: "maria.new@example.com",
      securityQuestion: "PET",
      securityAnswer: "Chamorro Dog",
    });
    expect(updated.body.result.status).toBe("True");
    const history = await sim.post("/rest/apis/cm/persons/characteristics", { PersonID: maria.personId });
    const types = history.body.result.otherDetails.map(
      (c: { CharacteristicType: string }) => c.CharacteristicType,
    );
    expect(types).toContain("CMOLDEML");
    expect(types.filter((type: string) => type === "CMSCQUES").length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(history.body)).not.toContain("Chamorro Dog");
    await sim.reset();
  });
});

describe("bill presentment through a signed link", () => {
  it("shows the bill and its PDF for a good link, and refuses an edited or expired one", async () => {
    const bills = await sim.post("/rest/apis/customer/financials/bills/search", { accountId: mariaAccount });
    const bill = bills.body.result[0];
    const link = signedLink(mariaAccount, bill.billDate, sim.clock.now());
    const page = await fetch(`${sim.baseUrl}/bill-presentment?${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(mariaAccount);
    expect(html).toContain(`$${bill.totalAmount.toFixed(2)}`);
    const pdf = await fetch(`${sim.baseUrl}/bill-presentment/pdf?${link}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);

    const edited = new URLSearchParams(link);
    edited.set("account", "1000000002");
    expect((await fetch(`${sim.baseUrl}/bill-presentment?${edited}`)).status).toBe(403);
    const old = signedLink(mariaAccount, bill.billDate, new Date(sim.clock.now().getTime() - 11 * 60_000));
    const expired = await fetch(`${sim.baseUrl}/bill-presentment?${old}`);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("expired");
  });

  it("tells a browser that a link is refused in a page with a language, a title and a heading (WCAG 3.1.1, 2.4.2)", async () => {
    const bills = await sim.post("/rest/apis/customer/financials/bills/search", { accountId: mariaAccount });
    const old = signedLink(
      mariaAccount,
      bills.body.result[0].billDate,
      new Date(sim.clock.now().getTime() - 11 * 60_000),
    );
    const refused = await fetch(`${sim.baseUrl}/bill-presentment?${old}`, {
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("text/html");
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>GPA bill not available</title>");
    expect(html).toContain("<h1>Bill not available</h1>");
    expect(html).toContain("expired");
  });
});
