import { afterEach, describe, expect, it, vi } from "vitest";
import { bffForRequest } from "./bff.server";

/** The BFF answering every call with `status` and `body`; the headers of each call are recorded. */
function bffAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("context.bff, the BFF client of one browser request", () => {
  const bff = bffForRequest({ correlationId: "req-0001", browserAddress: "203.0.113.9" });

  it("sends the request's correlation id and the browser's address on a route call", async () => {
    const headersOf = bffAnswers(200, {});
    await bff.call("systemMaintenance", undefined).catch(() => undefined);
    const [headers] = headersOf();
    expect(headers?.get("x-correlation-id")).toBe("req-0001");
    expect(headers?.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("sends them on a streamed answer, an upload and a control call too", async () => {
    const headersOf = bffAnswers(404, { error: { code: "NOT_FOUND", message: "No." } });
    await bff.stream("exportTransactions", {} as never).catch(() => undefined);
    await bff.upload("announcementImageUpload", {}, null, { token: "t" }).catch(() => undefined);
    await bff.control.clock().catch(() => undefined);
    await bff.announcementImage("a.png");
    expect(headersOf().map((headers) => headers.get("x-correlation-id"))).toEqual([
      "req-0001",
      "req-0001",
      "req-0001",
      "req-0001",
    ]);
  });

  it("keeps two requests' calls apart", async () => {
    const headersOf = bffAnswers(200, {});
    const other = bffForRequest({ correlationId: "req-0002", browserAddress: null });
    await Promise.all([
      bff.call("systemMaintenance", undefined).catch(() => undefined),
      other.call("systemMaintenance", undefined).catch(() => undefined),
    ]);
    const ids = headersOf().map((headers) => headers.get("x-correlation-id"));
    expect(ids.sort()).toEqual(["req-0001", "req-0002"]);
    expect(headersOf().filter((headers) => headers.has("x-forwarded-for"))).toHaveLength(1);
  });
});
