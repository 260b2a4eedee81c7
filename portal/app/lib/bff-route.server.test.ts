import { routes } from "@paygpa/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BffUnavailable } from "./bff-call.server";
import { callRoute } from "./bff-route.server";

/** The BFF answering every call with `status` and `body`; the calls made are recorded. */
function bffAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callRoute: a BFF call by its name in the contract's route table", () => {
  it("takes the method and the spec's path from the table, and sends the input and the token", async () => {
    const fetch = bffAnswers(200, { status: "Success", result: [] });
    await callRoute("checkResetLink", { token: "t".repeat(43) }).catch(() => undefined);
    await callRoute("paymentDetails", { invoice_num: "200001" }, { token: "session-token" }).catch(
      () => undefined,
    );
    const [first, second] = fetch.mock.calls;
    expect(String(first?.[0])).toMatch(new RegExp(`${routes.checkResetLink.path}$`));
    expect(first?.[1]?.method).toBe(routes.checkResetLink.method);
    expect(JSON.parse(String(first?.[1]?.body))).toEqual({ token: "t".repeat(43) });
    expect(String(second?.[0])).toMatch(/\/api\/payment-details$/);
    expect((second?.[1]?.headers as Record<string, string> | undefined)?.authorization).toBe(
      "Bearer session-token",
    );
  });

  it("sends no body to a route that reads none", async () => {
    const fetch = bffAnswers(200, { login: 0, payNow: 0 });
    await callRoute("systemMaintenance", undefined).catch(() => undefined);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("GET");
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it("refuses an answer that does not match the table's answer schema", async () => {
    bffAnswers(200, { unexpected: true });
    await expect(callRoute("checkResetLink", { token: "t".repeat(43) })).rejects.toBeInstanceOf(
      BffUnavailable,
    );
  });
});
