import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bffForRequest } from "./bff.server";
import { commitLogin, requireAdmin, requireCustomer } from "./session.server";

/** A BFF client per test, as the server makes one per browser request (`getLoadContext`). */
let bff = bffForRequest({ browserAddress: null });
beforeEach(() => {
  bff = bffForRequest({ browserAddress: null });
});

/** The BFF's `GET /api/v1/session` answering `status` with `body`. */
function bffAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const admin = (level: number) => ({
  kind: "admin",
  adminId: 7,
  username: "gpa.finance",
  level,
  idleLimitSeconds: 900,
});

async function requestWith(kind: "admin" | "customer" | null, path = "/admin-dashboard"): Promise<Request> {
  const blank = new Request(`http://portal.test${path}`);
  if (!kind) return blank;
  const cookie = (await commitLogin(blank, "bff-token", kind)).split(";")[0] ?? "";
  return new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });
}

/** What the guard threw (a redirect or an error answer). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await promise.then(
    () => expect.unreachable("the guard let the request through"),
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
  const answer = thrown as { init?: { status?: number } };
  return { status: answer.init?.status ?? 0, location: null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requireAdmin, the back office's guard", () => {
  it("sends a visitor without a session to the admin login, without asking the BFF", async () => {
    const fetch = bffAnswers(200, admin(1));
    expect(await refusal(requireAdmin(await requestWith(null), bff, { levels: [1] }))).toEqual({
      status: 302,
      location: "/gpaadmin",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a logged-in customer to the admin login", async () => {
    bffAnswers(200, admin(1));
    const outcome = await refusal(requireAdmin(await requestWith("customer"), bff, { levels: [1] }));
    expect(outcome.location).toBe("/gpaadmin");
  });

  it("sends an admin whose session the BFF ended to the admin login", async () => {
    bffAnswers(401, { error: { code: "SESSION_EXPIRED", message: "Session expired." } });
    const outcome = await refusal(requireAdmin(await requestWith("admin"), bff, { levels: [1] }));
    expect(outcome.location).toBe("/gpaadmin");
  });

  it("refuses with 403 an admin whose level the area does not allow", async () => {
    bffAnswers(200, admin(3));
    const outcome = await refusal(requireAdmin(await requestWith("admin"), bff, { levels: [1, 2] }));
    expect(outcome.status).toBe(403);
  });

  it("lets in an admin of an allowed level, with the BFF's session", async () => {
    const fetch = bffAnswers(200, admin(2));
    const { token, session } = await requireAdmin(await requestWith("admin"), bff, { levels: [1, 2] });
    expect(token).toBe("bff-token");
    expect(session).toMatchObject({ username: "gpa.finance", level: 2 });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/session$/);
  });
});

const customer = {
  kind: "customer",
  personId: "1100000011",
  username: "frank.leonguerrero",
  postpaid: [],
  prepaid: [],
  isPAPending: false,
  commercialCustomer: false,
  idleLimitSeconds: 900,
};

describe("one session call per page", () => {
  it("is shared by the layout's and the screen's guards, each with its own copy of the request", async () => {
    const fetch = bffAnswers(200, customer);
    const [layout, screen] = await Promise.all([
      requireCustomer(await requestWith("customer", "/dashboard"), bff),
      requireCustomer(await requestWith("customer", "/dashboard?index"), bff),
    ]);
    expect(layout.session).toBe(screen.session);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is asked again by the next page (its own BFF client): a logout elsewhere takes effect at once", async () => {
    const fetch = bffAnswers(200, customer);
    await requireCustomer(await requestWith("customer", "/dashboard"), bff);
    bffAnswers(401, { error: { code: "SESSION_EXPIRED", message: "Session expired." } });
    const nextPage = bffForRequest({ browserAddress: null });
    const outcome = await refusal(requireCustomer(await requestWith("customer", "/dashboard"), nextPage));
    expect(outcome.location).toBe("/?expired=1");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
