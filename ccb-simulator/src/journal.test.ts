import { describe, expect, it } from "vitest";
import { Journal, redactPasswords } from "./journal";

describe("redactPasswords", () => {
  it("replaces every password-named field, at any depth, and keeps the rest", () => {
    expect(
      redactPasswords({
        userName: "maria.cruz",
        password: "Current#2026",
        wrongPasswordCountLimit: 5,
        nested: [{ oldPassword: "a", new_password: "b", amount: 1 }],
      }),
    ).toEqual({
      userName: "maria.cruz",
      password: "***",
      wrongPasswordCountLimit: 5,
      nested: [{ oldPassword: "***", new_password: "***", amount: 1 }],
    });
  });

  it("replaces the security answer a sign-up sends, and keeps the question", () => {
    expect(redactPasswords({ securityQuestion: "PET", securityAnswer: "Rex" })).toEqual({
      securityQuestion: "PET",
      securityAnswer: "***",
    });
  });
});

describe("Journal", () => {
  const entry = (path: string) => ({ at: "", method: "POST", path, query: {}, body: null, status: 200 });

  it("keeps entries oldest first, filters by path and drops the oldest beyond its limit", () => {
    const journal = new Journal(2);
    journal.record(entry("/a"));
    journal.record(entry("/b"));
    journal.record(entry("/a"));
    expect(journal.list().map((e) => [e.seq, e.path])).toEqual([
      [2, "/b"],
      [3, "/a"],
    ]);
    expect(journal.list("/a").map((e) => e.seq)).toEqual([3]);
    expect(journal.clear()).toBe(2);
    expect(journal.list()).toEqual([]);
  });
});
