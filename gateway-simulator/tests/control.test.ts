import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  callTransactionApi,
  control,
  type Gateway,
  searchTransactions,
  paymentForm,
  payOnHostedPage,
  postForm,
  purchase,
  startGateway,
} from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

describe("control API", () => {
  it("reports health with the pages loaded from fixtures", async () => {
    const { status, body } = await control(gateway, "GET", "/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      pages: [
        {
          login: "WSP-GPA-RES-01",
          acceptedBrands: ["visa", "mastercard", "discover"],
          relayUrl: gateway.relay.url,
        },
        { login: "WSP-GPA-COM-01", acceptedBrands: ["mastercard"] },
      ],
    });
  });

  it("forces the next outcome for one transaction only", async () => {
    expect((await control(gateway, "PUT", "/next-outcome", { outcome: "decline:530" })).body).toEqual({
      outcome: "decline:530",
    });
    await payOnHostedPage(gateway, { invoice: "1" });
    await payOnHostedPage(gateway, { invoice: "2" });
    const [first, second] = gateway.relay.received.map((relay) => relay.fields);
    expect(first).toMatchObject({ x_invoice_num: "1", Bank_Resp_Code: "530", Transaction_Approved: "NO" });
    expect(second).toMatchObject({ x_invoice_num: "2", Bank_Resp_Code: "100", Transaction_Approved: "YES" });
    expect((await control(gateway, "GET", "/next-outcome")).body).toEqual({ outcome: null });
  });

  it("forces an approval over a decline card, and an error on the direct API", async () => {
    await control(gateway, "PUT", "/next-outcome", { outcome: "approve" });
    await payOnHostedPage(gateway, {}, { cardNumber: "4000000000000002" });
    expect(gateway.relay.received[0]?.fields.Transaction_Approved).toBe("YES");

    await control(gateway, "PUT", "/next-outcome", { outcome: "error" });
    const response = await callTransactionApi(gateway, purchase());
    expect(await response.json()).toMatchObject({ transaction_error: 1, exact_resp_code: "42" });
  });

  it.each(["decline", "decline:100", "decline:999", "maybe", "error:00"])(
    "refuses the outcome %s",
    async (outcome) => {
      const { status, body } = await control(gateway, "PUT", "/next-outcome", { outcome });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: "INVALID_REQUEST" } });
    },
  );

  it("takes the public API down and back up", async () => {
    await control(gateway, "PUT", "/faults", { route: "*", status: 503 });
    const page = await postForm(`${gateway.url}/payment`, paymentForm(gateway));
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("temporarily unavailable");
    expect((await callTransactionApi(gateway, purchase())).status).toBe(503);
    expect((await control(gateway, "GET", "/health")).status).toBe(200);

    await control(gateway, "DELETE", "/faults");
    expect((await callTransactionApi(gateway, purchase())).status).toBe(201);
  });

  it("limits a fault to the route named, and everything under it", async () => {
    await control(gateway, "PUT", "/faults", { route: "/transaction/search", status: 503 });
    expect((await searchTransactions(gateway, { search_field: "refno", search: "1" })).status).toBe(503);
    expect((await callTransactionApi(gateway, purchase())).status).toBe(201);
  });

  it("adds latency to public requests", async () => {
    await control(gateway, "PUT", "/faults", { route: "*", latencyMs: 120 });
    const started = performance.now();
    await callTransactionApi(gateway, purchase());
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("refuses invalid fault settings", async () => {
    expect((await control(gateway, "PUT", "/faults", { route: "*", latencyMs: -1 })).status).toBe(400);
    expect((await control(gateway, "PUT", "/faults", { route: "*", down: "yes" })).status).toBe(400);
    expect((await control(gateway, "PUT", "/faults", { route: "/everything", down: true })).status).toBe(400);
  });

  it("journals public requests with their status and leaves the control API out", async () => {
    await payOnHostedPage(gateway, { invoice: "100234" });
    await postForm(`${gateway.url}/payment`, paymentForm(gateway, { amount: "abc" }));
    const { body } = await control(gateway, "GET", "/journal");
    const entries = (body as { entries: { path: string; status: number; note?: string; body: unknown }[] })
      .entries;
    expect(
      entries.map((entry) => [entry.path.replace(/\/payment\/[^/]+/, "/payment/:id"), entry.status]),
    ).toEqual([
      ["/payment", 200],
      ["/payment/:id/pay", 200],
      ["/payment", 400],
    ]);
    expect(entries[0]?.body).toMatchObject({ x_invoice_num: "100234", x_login: "WSP-GPA-RES-01" });
    expect(entries[2]?.note).toContain("x_amount abc");
  });

  it("lists relays sent in the outbox", async () => {
    await payOnHostedPage(gateway, { invoice: "100234" });
    const { body } = await control(gateway, "GET", "/outbox");
    expect(body).toMatchObject({
      relays: [{ url: gateway.relay.url, status: "delivered", responseStatus: 200, invoice: "100234" }],
    });
  });

  it("re-sends an invoice's relay, as stripe events resend: the same signed fields, one more outbox entry", async () => {
    await control(gateway, "POST", "/drop-next-relay");
    await payOnHostedPage(gateway, { invoice: "100235" });
    expect(gateway.relay.received).toHaveLength(0);
    const { status, body } = await control(gateway, "POST", "/relays/resend", { invoice: "100235" });
    expect(status).toBe(200);
    expect((body as { relay: unknown }).relay).toMatchObject({
      status: "delivered",
      invoice: "100235",
      responseStatus: 200,
    });
    expect(gateway.relay.received).toHaveLength(1);
    expect(gateway.relay.received[0]?.fields).toEqual(gateway.store.outbox[0]?.fields);
    expect((await control(gateway, "POST", "/relays/resend", { invoice: "999" })).status).toBe(404);
    expect((await control(gateway, "POST", "/relays/resend", {})).status).toBe(400);
  });

  it("resets to fixtures: no transactions, no forced outcome, no faults, empty journal", async () => {
    await payOnHostedPage(gateway);
    await control(gateway, "PUT", "/next-outcome", { outcome: "error" });
    await control(gateway, "PUT", "/faults", { route: "*", latencyMs: 5 });
    await control(gateway, "POST", "/drop-next-relay");
    expect((await control(gateway, "POST", "/reset")).status).toBe(200);
    expect(gateway.store.transactions).toHaveLength(0);
    expect(gateway.store.journal).toHaveLength(0);
    expect(gateway.store.outbox).toHaveLength(0);
    expect(gateway.store.nextOutcome).toBeNull();
    expect(gateway.store.dropNextRelay).toBe(false);
    expect((await control(gateway, "GET", "/faults")).body).toEqual({ faults: [] });
    expect([...gateway.store.pages.values()][0]?.relayUrl).toBe(gateway.relay.url);
  });

  it("sets the calendar date, which decides whether a card has expired", async () => {
    expect((await control(gateway, "PUT", "/clock", { today: "2031-01-15" })).body).toMatchObject({
      today: "2031-01-15",
    });
    const form = await postForm(`${gateway.url}/payment`, paymentForm(gateway));
    expect(form.status).toBe(200);
    expect((await control(gateway, "PUT", "/clock", { today: "15/01/2031" })).status).toBe(400);
  });

  it("lists the test cards and response tables", async () => {
    const { body } = await control(gateway, "GET", "/test-cards");
    expect(body).toMatchObject({
      testCards: expect.arrayContaining([
        { number: "4111111111111111", brand: "visa", outcome: "approve", description: "Approved" },
      ]),
    });
  });
});

describe("the control token", () => {
  it("is needed for every control call but health", async () => {
    for (const [method, path] of [
      ["POST", "/__control/reset"],
      ["PUT", "/__control/next-outcome"],
      ["GET", "/__control/transactions"],
      ["GET", "/__control/outbox"],
      ["POST", "/__control/drop-next-relay"],
    ]) {
      const response = await fetch(`${gateway.url}${path}`, { method });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "control_token_required",
      );
    }
    expect((await fetch(`${gateway.url}/__control/health`)).status).toBe(200);
  });
});
