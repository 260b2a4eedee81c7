import { describe, expect, it } from "vitest";
import { parseAddUser, showsBulkDelete } from "./admin-user-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const errorsOf = (submission: ReturnType<typeof parseAddUser>) =>
  submission.status === "error" ? submission.error : undefined;

describe("Add User (spec 000 §2, §5)", () => {
  const valid = {
    admin_role: "3",
    email: "clerk@example.com",
    username: "clerk",
    password: "Clerk#2026",
    confirm_password: "Clerk#2026",
  };
  it("accepts a complete form", () => {
    expect(parseAddUser(form(valid)).status).toBe("success");
  });
  it("says 'Password must be between 8 – 15 characters long' and \"Password doesn't match!\"", () => {
    const short = parseAddUser(form({ ...valid, password: "Ab#1", confirm_password: "Ab#1" }));
    expect(errorsOf(short)?.password).toEqual(["Password must be between 8 – 15 characters long"]);
    const mismatch = parseAddUser(form({ ...valid, confirm_password: "Other#2026" }));
    expect(errorsOf(mismatch)?.confirm_password).toEqual(["Password doesn't match!"]);
  });
  it("requires every field", () => {
    const empty = parseAddUser(
      form({ admin_role: "", email: "", username: "", password: "", confirm_password: "" }),
    );
    expect(Object.keys(errorsOf(empty) ?? {}).sort()).toEqual([
      "admin_role",
      "confirm_password",
      "email",
      "password",
      "username",
    ]);
  });
});

describe("the bulk delete icon (spec 000 §2)", () => {
  it("shows when all rows or more than one row are checked", () => {
    expect(showsBulkDelete(0, 3)).toBe(false);
    expect(showsBulkDelete(1, 3)).toBe(false);
    expect(showsBulkDelete(2, 3)).toBe(true);
    expect(showsBulkDelete(1, 1)).toBe(true);
  });
});
