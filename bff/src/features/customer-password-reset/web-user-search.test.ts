import { describe, expect, it } from "vitest";
import { searchFailure, sortWebUsers } from "./web-user-search";

describe("the customer password reset's search (spec 000 §8, §9)", () => {
  it("sorts the Search Results by username, then full name", () => {
    const sorted = sortWebUsers([
      { username: "b.user", fullName: "A", personId: "1" },
      { username: "a.user", fullName: "Z", personId: "2" },
      { username: "a.user", fullName: "B", personId: "3" },
    ]);
    expect(sorted.map((user) => user.personId)).toEqual(["3", "2", "1"]);
  });
  it("shows billing's description with the account id", () => {
    expect(searchFailure("Account number doesn't exist", "1000009999")).toBe(
      "Account number doesn't exist: 1000009999",
    );
  });
});
