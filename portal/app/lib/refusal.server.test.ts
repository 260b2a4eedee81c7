import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BffError, BffUnauthorized, BffUnavailable } from "./bff-call.server";
import { refusalOf, replyToRefusal } from "./refusal.server";

const down = new BffUnavailable(503, "BFF_UNREACHABLE", "The BFF did not answer.");
const withFields = new BffError(400, "BAD_REQUEST", "Bad request", { postal: ["Zip code is not valid."] });
const plain = new BffError(409, "USERNAME_TAKEN", "Username already exists.");

describe("refusalOf", () => {
  it("shows the screen's own words when the BFF is down, never its technical message", () => {
    expect(refusalOf(down, { unavailable: "Server Error. Try again later!" })).toEqual({
      fieldErrors: {},
      formErrors: ["Server Error. Try again later!"],
    });
    expect(refusalOf(down, { unavailable: (error) => `down: ${error.code}` }).formErrors).toEqual([
      "down: BFF_UNREACHABLE",
    ]);
  });

  it("puts the BFF's field messages under their fields", () => {
    expect(refusalOf(withFields, { unavailable: "x" })).toEqual({
      fieldErrors: { postal: ["Zip code is not valid."] },
      formErrors: [],
    });
    expect(refusalOf(withFields, { unavailable: "x", messageWithFields: true }).formErrors).toEqual([
      "Bad request",
    ]);
  });

  it("shows a refusal without fields as the BFF's message, or the screen's chosen words", () => {
    expect(refusalOf(plain, { unavailable: "x" }).formErrors).toEqual(["Username already exists."]);
    expect(refusalOf(plain, { unavailable: "x", refused: "Sign up failed." }).formErrors).toEqual([
      "Sign up failed.",
    ]);
    expect(
      refusalOf(withFields, { unavailable: "x", ignoreFields: true, refused: (e) => `status ${e.status}` }),
    ).toEqual({ fieldErrors: {}, formErrors: ["status 400"] });
  });

  it("falls back to the unavailable words when a refusal carries no message", () => {
    const silent = new BffError(400, "HTTP_400", "");
    expect(refusalOf(silent, { unavailable: "Server not responding." }).formErrors).toEqual([
      "Server not responding.",
    ]);
  });

  it("throws anything that is not a BFF failure again", () => {
    const bug = new TypeError("bug");
    expect(() => refusalOf(bug, { unavailable: "x" })).toThrow(bug);
  });

  it("treats an ended session like any refusal (the guard handles it before)", () => {
    const ended = new BffUnauthorized(401, "SESSION_EXPIRED", "Session expired.");
    expect(refusalOf(ended, { unavailable: "x" }).formErrors).toEqual(["Session expired."]);
  });
});

describe("replyToRefusal", () => {
  it("answers the submission with the refusal's field and form errors", () => {
    const form = new FormData();
    form.set("postal", "96910");
    const submission = parseWithValibot(form, { schema: v.object({ postal: v.string() }) });
    const reply = replyToRefusal(submission, withFields, { unavailable: "x" }, { hideFields: ["postal"] });
    expect(reply.status).toBe("error");
    expect(reply.error).toEqual({ postal: ["Zip code is not valid."] });
    expect(reply.initialValue).toEqual({});
  });

  it("answers a form error under the form's own key", () => {
    const submission = parseWithValibot(new FormData(), { schema: v.object({}) });
    const reply = replyToRefusal(submission, plain, { unavailable: "x" });
    expect(reply.error).toEqual({ "": ["Username already exists."] });
  });
});
