/** Back office, part 1 (spec 000 §2 Admin users, Change Password, file path; the login lock and the audit log are beyond the spec): black-box HTTP tests against the BFF. */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

let stack: TestStack;
let uploadRoot: string;
// Each admin login verifies an scrypt hash (about a third of a second alone, much more on a busy CI).
beforeEach(async () => {
  uploadRoot = await mkdtemp(join(tmpdir(), "paygpa-uploads-"));
  stack = await startStack({ arrangementUploadRoot: uploadRoot });
});
afterEach(async () => {
  await stack.close();
  await rm(uploadRoot, { recursive: true, force: true });
});

const admin = (level: number) => admins.find((item) => item.level === level)!;
const logIn = (username: string, password: string) =>
  stack.call("/api/v1/login", { body: { username, password } });
async function tokenOf(level: number) {
  const { body } = await logIn(admin(level).username, admin(level).password);
  return body.token as string;
}

describe("Users (spec 000 §2 'Admin users', §5, §7)", { timeout: 90_000 }, () => {
  it("lists the other admins with their roles, never the caller's own row", async () => {
    const token = await tokenOf(1);
    const { body } = await stack.call("/api/v1/users", { token });
    const names = body.map((row: { username: string }) => row.username);
    expect(names).not.toContain(admin(1).username);
    expect(names).toEqual(expect.arrayContaining([admin(2).username, admin(3).username, admin(4).username]));
    const roles = await stack.call("/api/v1/roles", { token });
    expect(roles.body).toEqual(expect.arrayContaining([{ id: 1, admin_role: "Super Admin" }]));
  });

  it("adds an admin who can then log in; the username is then taken ('Username already exist')", async () => {
    const token = await tokenOf(1);
    const added = await stack.call("/api/v1/insert-admin", {
      token,
      body: { admin_role: 3, email: "new.clerk@example.com", username: "new.clerk", password: "Clerk#2026" },
    });
    expect(added.body).toEqual({ result: "Success", message: "Added Successfully!" });
    expect((await logIn("new.clerk", "Clerk#2026")).body.result[0]).toMatchObject({
      username: "new.clerk",
      level: 3,
    });
    const check = await stack.call("/api/v1/check-admin-username", {
      token,
      body: { username: "new.clerk" },
    });
    expect(check.body).toEqual({ result: "true" });
    const again = await stack.call("/api/v1/insert-admin", {
      token,
      body: { admin_role: 3, email: "x@example.com", username: "new.clerk", password: "Clerk#2026" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Username already exist");
  });

  it("refuses a password under 8 characters with the spec's message", async () => {
    const token = await tokenOf(1);
    const { status, body } = await stack.call("/api/v1/insert-admin", {
      token,
      body: { admin_role: 3, email: "a@example.com", username: "short.pw", password: "Ab#1" },
    });
    expect(status).toBe(400);
    expect(body.error.fields.password).toEqual(["Password must be between 8 – 15 characters long"]);
  });

  it("refuses changes to the caller's own row; a Super Admin is deleted only while another remains", async () => {
    const token = await tokenOf(1);
    const own = (await logIn(admin(1).username, admin(1).password)).body.result[0].id;
    for (const [path, body] of [
      ["/api/v1/delete-admin", { id: own }],
      ["/api/v1/update-role", { id: own, role: 2 }],
      ["/api/v1/update-password", { id: own, new_password: "Another#2026" }],
    ] as const) {
      const answer = await stack.call(path, { token, body });
      expect(answer.status, path).toBe(403);
    }
    // A second Super Admin deletes the first: then the second is the last and stays.
    await stack.call("/api/v1/insert-admin", {
      token,
      body: { admin_role: 1, email: "s2@example.com", username: "super.two", password: "SuperTwo#26" },
    });
    const second = (await logIn("super.two", "SuperTwo#26")).body;
    const deleted = await stack.call("/api/v1/delete-admin", { token: second.token, body: { id: own } });
    expect(deleted.body).toEqual({ result: "Success", message: "Deleted Successfully." });
    // The second is now the last Super Admin: only they could remove themselves, and that is their own row.
    const self = await stack.call("/api/v1/delete-admin", {
      token: second.token,
      body: { id: second.result[0].id },
    });
    expect(self.status).toBe(403);
  });

  it("changes another admin's password and role with the server's Description", async () => {
    const token = await tokenOf(1);
    const users = (await stack.call("/api/v1/users", { token })).body;
    const finance = users.find((row: { username: string }) => row.username === admin(3).username);
    const pw = await stack.call("/api/v1/update-password", {
      token,
      body: { id: finance.id, new_password: "Finance#2027" },
    });
    expect(pw.body.result).toEqual({ status: "Success", Description: "Password updated successfully" });
    expect((await logIn(admin(3).username, "Finance#2027")).body.status).toBe("Success");
    const role = await stack.call("/api/v1/update-role", { token, body: { id: finance.id, role: 4 } });
    expect(role.body.result.status).toBe("Success");
    expect((await logIn(admin(3).username, "Finance#2027")).body.result[0].level).toBe(4);
  });
});

describe("admin login lock (beyond the spec)", { timeout: 90_000 }, () => {
  it("locks the account for 15 minutes after 5 wrong passwords, even for the right one, then lets it in", async () => {
    const { username, password } = admin(2);
    for (let i = 0; i < 4; i++) {
      expect((await logIn(username, "Wrong#Pass1")).body.message).toBe(
        "Log in failed. Invalid Username or Password.",
      );
    }
    const fifth = (await logIn(username, "Wrong#Pass1")).body;
    expect(fifth.message).toMatch(/locked for 15 minutes/);
    const right = (await logIn(username, password)).body;
    expect(right.status).toBe("Failed");
    expect(right.message).toMatch(/locked for 15 minutes/);
    stack.clock.advance(15 * 60_000 + 1000);
    expect((await logIn(username, password)).body.status).toBe("Success");
  });
});

describe("Password Reset of a customer (spec 000 §2 'Change Password', §7)", { timeout: 90_000 }, () => {
  it("finds the web user by account number, resets the password and clears the lock", async () => {
    const locked = persona("locked");
    const accountId = locked.accounts[0]!.accountId;
    const token = await tokenOf(4);
    const search = await stack.call("/api/v1/search-web-user", { token, body: { accountId } });
    expect(search.body.result.status).toBe("Success");
    const found = search.body.result.desc[0];
    expect(found.username).toBe(locked.username);
    const reset = await stack.call("/api/v1/password-reset", {
      token,
      body: { accountId, personId: found.personId, password: "NewPass#2026" },
    });
    expect(reset.body.result.status).toBe("Success");
    expect((await stack.login(locked.username, "NewPass#2026")).body.loginSuccessful).toBe(true);
  });

  it("shows billing's description with the account id when the account does not exist", async () => {
    const token = await tokenOf(1);
    const { body } = await stack.call("/api/v1/search-web-user", {
      token,
      body: { accountId: "1999999999" },
    });
    expect(body.result.status).toBe("Failed");
    expect(body.result.description).toContain("1999999999");
  });

  it("refuses a person who is not a web user of the account searched", async () => {
    const token = await tokenOf(1);
    const other = persona("postpaid-current");
    const { status } = await stack.call("/api/v1/password-reset", {
      token,
      body: {
        accountId: persona("locked").accounts[0]!.accountId,
        personId: other.personId,
        password: "NewPass#2026",
      },
    });
    expect(status).toBe(404);
  });
});

describe("Update Payment Arrangement File Path (spec 000 §2, §5, §8)", { timeout: 90_000 }, () => {
  it("saves a folder inside the upload root, creating it", async () => {
    const token = await tokenOf(1);
    const before = await stack.call("/api/v1/get-file-path", { token });
    expect(before.body.data[0].path).toBe(uploadRoot);
    const saved = await stack.call("/api/v1/update-file-path", { token, body: { file_path: "signed/2026" } });
    expect(saved.body).toEqual({ result: "Success", message: "File path successfully updated!" });
    expect((await stat(join(uploadRoot, "signed/2026"))).isDirectory()).toBe(true);
    expect((await stack.call("/api/v1/get-file-path", { token })).body.data[0].path).toBe(
      join(uploadRoot, "signed/2026"),
    );
  });

  it("refuses an empty path, '..' and an absolute path outside the root", async () => {
    const token = await tokenOf(1);
    const empty = await stack.call("/api/v1/update-file-path", { token, body: { file_path: " " } });
    expect(empty.body.error.fields.file_path).toEqual(["Please enter a file path!"]);
    for (const file_path of ["../outside", "/etc", "a/../../b"]) {
      const { status, body } = await stack.call("/api/v1/update-file-path", { token, body: { file_path } });
      expect(status, file_path).toBe(400);
      expect(body.error.code).toBe("PATH_OUTSIDE_ROOT");
    }
  });

  it("refuses a network share or a web or file address with the spec's failure message and why", async () => {
    const token = await tokenOf(1);
    for (const file_path of [
      "\\\\fileserver\\forms",
      "//fileserver/forms",
      "file:///etc",
      "http://evil.example/x",
    ]) {
      const { status, body } = await stack.call("/api/v1/update-file-path", { token, body: { file_path } });
      expect(status, file_path).toBe(400);
      expect(body.error.message).toBe("Error occured on updating the file path. \n Please try again later!");
      expect(body.error.fields.file_path).toEqual([
        "Enter a folder inside the upload folder, not a network or web address.",
      ]);
    }
    // Nothing was created inside the root, and the saved path did not change.
    expect(await readdir(uploadRoot)).toEqual([]);
    expect((await stack.call("/api/v1/get-file-path", { token })).body.data[0].path).toBe(uploadRoot);
  });
});

describe("the audit log (beyond the spec)", { timeout: 90_000 }, () => {
  it("lists who did what, when and from where, filtered and paged by the BFF", async () => {
    await logIn(admin(2).username, "Wrong#Pass1");
    const token = await tokenOf(1);
    await stack.call("/api/v1/system-maintenance-update", { token, body: { id: 2, flag: 1 } });
    const all = (await stack.call("/api/v1/audit-log?pageSize=10", { token })).body;
    expect(all.list.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(["admin-login-failed", "admin-login", "maintenance-flag"]),
    );
    const login = all.list.find((row: { action: string }) => row.action === "admin-login");
    expect(login).toMatchObject({ actor: admin(1).username });
    expect(login.address).toBeTruthy();
    const failed = (await stack.call("/api/v1/audit-log?action=admin-login-failed", { token })).body;
    expect(failed.total).toBe(1);
    expect(failed.list[0].actor).toBe(admin(2).username);
    const paged = (await stack.call("/api/v1/audit-log?pageSize=10&page=2", { token })).body;
    expect(paged.page).toBe(2);
    expect(paged.list.length).toBe(Math.max(0, Math.min(10, all.total - 10)));
  });

  it("has no route that edits or deletes a row", async () => {
    const token = await tokenOf(1);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const { status } = await stack.call("/api/v1/audit-log", { method, token, body: {} });
      expect([404, 405], method).toContain(status);
    }
  });
});
