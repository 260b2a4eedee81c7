/**
 * Function-level authorization of the Announcements routes (spec 001 §6; spec 000 §2 Announcements): every route ×
 * admin levels 1–4, a customer, a quick-pay token and an anonymous caller, with the status of each
 * cell. Levels 1 and 2 reach the route (its own answer); levels 3 and 4 and customers get 403, a
 * quick-pay token and no token 401; all are refused before the route reads anything, uploads included.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { pngImage } from "./images";
import { admins, persona } from "./personas";

let stack: TestStack;
let imageDir: string;
const tokens: Record<string, string | null> = {};

const content = JSON.stringify({ ops: [{ insert: "x\n" }] });
const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>';

type Call = { path: string; json?: object; form?: Record<string, string>; file?: true; get?: true };
const ROUTES: Record<string, { call: Call; staffStatus: number }> = {
  announcementsAdmin: { call: { path: "/api/v1/announcements", get: true }, staffStatus: 200 },
  insertAnnouncement: {
    call: {
      path: "/api/v1/insert-announcement",
      form: { type: "Video", title: "t", content, myFile: youtube },
    },
    staffStatus: 200,
  },
  // The seeded pop-up exists: a second one is refused (409), past the guard.
  insertAnnouncementWithout: {
    call: { path: "/api/v1/insert-announcement-without", json: { title: "t", content } },
    staffStatus: 409,
  },
  updateContentAnnouncement: {
    call: {
      path: "/api/v1/update-content-announcement",
      json: { id: 999, kind: "announcement", title: "t", content },
    },
    staffStatus: 404,
  },
  updateContentWithAnnouncement: {
    call: {
      path: "/api/v1/update-content-with-announcement",
      form: { id: "999", type: "Image", title: "t", content },
      file: true,
    },
    staffStatus: 404,
  },
  updateFlagAnnouncement: {
    call: { path: "/api/v1/update-flag-announcement", json: { id: 999, kind: "announcement", flag: 0 } },
    staffStatus: 404,
  },
  deleteAnnouncement: {
    call: { path: "/api/v1/delete-announcement", json: { id: 999, kind: "popup" } },
    staffStatus: 404,
  },
  announcementImageUpload: {
    call: { path: "/api/v1/announcement-image-upload", form: {}, file: true },
    staffStatus: 200,
  },
};

const CALLERS = [
  "level 1",
  "level 2",
  "level 3",
  "level 4",
  "customer",
  "quick-pay token",
  "anonymous",
] as const;
const expected = (caller: (typeof CALLERS)[number], staffStatus: number) => {
  if (caller === "level 1" || caller === "level 2") return staffStatus;
  // A quick-pay token is no session at all: the session guard does not know it (401), like no token.
  return caller === "anonymous" || caller === "quick-pay token" ? 401 : 403;
};

async function send(call: Call, token: string | null): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  if (call.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  } else if (call.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.form)) form.append(name, value);
    if (call.file)
      form.append("myFile", new Blob([new Uint8Array(pngImage())], { type: "image/png" }), "a.png");
    body = form;
  }
  const response = await fetch(`${stack.bff}${call.path}`, {
    method: call.get ? "GET" : "POST",
    headers,
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  imageDir = mkdtempSync(join(tmpdir(), "paygpa-images-"));
  stack = await startStack({
    announcementImages: { directory: imageDir, maxBytes: 1024 * 1024 },
    rateLimitPerMinute: 1000,
  });
  for (const level of [1, 2, 3, 4]) {
    const admin = admins.find((item) => item.level === level);
    if (!admin) throw new Error(`no admin of level ${level}`);
    const { body } = await stack.call("/api/v1/login", {
      body: { username: admin.username, password: admin.password },
    });
    tokens[`level ${level}`] = body.token;
  }
  const customer = persona("postpaid-current");
  tokens.customer = (await stack.login(customer.username, customer.password)).body.token;
  const quickPay = await stack.call("/api/v1/validate-account", {
    body: { accountId: customer.accounts[0]?.accountId, division: "GPA", postal: customer.zip },
  });
  tokens["quick-pay token"] = quickPay.body.token;
  tokens.anonymous = null;
}, 60_000);
afterAll(async () => {
  await stack.close();
  rmSync(imageDir, { recursive: true, force: true });
});

describe("the Announcements routes refuse levels 3 and 4, customers, quick-pay tokens and anonymous callers", () => {
  it("has a token for every kind of caller", () => {
    for (const caller of CALLERS.slice(0, 6)) expect(tokens[caller], caller).toEqual(expect.any(String));
  });

  for (const [name, { call, staffStatus }] of Object.entries(ROUTES)) {
    it(`${name}: ${CALLERS.map((caller) => `${caller} ${expected(caller, staffStatus)}`).join(", ")}`, async () => {
      const statuses: Record<string, number> = {};
      for (const caller of CALLERS) statuses[caller] = await send(call, tokens[caller] ?? null);
      expect(statuses).toEqual(
        Object.fromEntries(CALLERS.map((caller) => [caller, expected(caller, staffStatus)])),
      );
    });
  }

  it("stored only the images levels 1 and 2 uploaded (refused callers' files were never read)", () => {
    // announcementImageUpload twice (levels 1, 2); update-content-with-announcement stops at the missing item.
    expect(readdirSync(imageDir)).toHaveLength(2);
  });

  it("serves a stored image to anyone (the home page is public), and no other file", async () => {
    const [name] = readdirSync(imageDir);
    const image = await fetch(`${stack.bff}/api/v1/announcement-image?file=${name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const other = await fetch(`${stack.bff}/api/v1/announcement-image?file=..%2F..%2Fbff.sqlite`);
    expect(other.status).toBe(400);
  });
});
